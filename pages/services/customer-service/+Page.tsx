import { useData } from 'vike-react/useData';
import { ServicePageView } from '../../../components/services/ServicePageView';
import { SupportChatPanel } from '../../../components/services/SupportChatPanel';
import { WorkStack } from '../../../components/ui/WorkStack';
import { heroStacks } from '../../../content/heroArt';
import type { Data } from './+data';

export default function Page() {
  const { service } = useData<Data>();
  return (
    <ServicePageView service={service} art={<WorkStack stack={heroStacks['customer-service']} />}>
      <SupportChatPanel />
    </ServicePageView>
  );
}
