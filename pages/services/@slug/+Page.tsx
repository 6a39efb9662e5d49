import { useData } from 'vike-react/useData';
import { ServicePageView } from '../../../components/services/ServicePageView';
import { WorkStack } from '../../../components/ui/WorkStack';
import { heroStacks } from '../../../content/heroArt';
import type { Data } from './+data';

export default function Page() {
  const { service } = useData<Data>();
  // website-design has a page of its own (dedicated.ts) that shows client sites instead.
  const art = service.slug !== 'website-design' && <WorkStack stack={heroStacks[service.slug]} />;
  return <ServicePageView service={service} art={art} />;
}
