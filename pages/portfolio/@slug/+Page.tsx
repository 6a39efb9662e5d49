import { useData } from 'vike-react/useData';
import { CaseStudyView } from '../../../components/portfolio/CaseStudyView';
import type { Data } from './+data';

export default function Page() {
  const { study, next, copy } = useData<Data>();
  return <CaseStudyView study={study} next={next} copy={copy} />;
}
