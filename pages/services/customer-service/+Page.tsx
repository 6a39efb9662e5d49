import { ServicePageView } from '../../../components/services/ServicePageView';
import { SupportChatPanel } from '../../../components/services/SupportChatPanel';
import { getService } from '../../../content/services';

export default function Page() {
  return (
    <ServicePageView service={getService('customer-service')!}>
      <SupportChatPanel />
    </ServicePageView>
  );
}
