import { usePageContext } from 'vike-react/usePageContext';
import { ServicePageView } from '../../../components/services/ServicePageView';
import { getService } from '../../../content/services';

export default function Page() {
  const service = getService(usePageContext().routeParams.slug ?? '');
  if (!service) throw new Error('Unknown service'); // unreachable: +route.ts only matches known slugs
  return <ServicePageView service={service} />;
}
