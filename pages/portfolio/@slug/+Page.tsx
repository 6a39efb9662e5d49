import { usePageContext } from 'vike-react/usePageContext';
import { CaseStudyView } from '../../../components/portfolio/CaseStudyView';
import { getCaseStudy } from '../../../content/caseStudies';
import { isProjectSlug } from '../../../content/slugs';

export default function Page() {
  const slug = usePageContext().routeParams.slug ?? '';
  // unreachable: +route.ts only matches known slugs
  if (!isProjectSlug(slug)) throw new Error('Unknown case study');
  return <CaseStudyView study={getCaseStudy(slug)} />;
}
