import { ServicePageView } from '../../../components/services/ServicePageView';
import { SupportChatPanel } from '../../../components/services/SupportChatPanel';
import { WorkStack } from '../../../components/ui/WorkStack';
import { heroStacks } from '../../../content/heroArt';
import { customerServicePage } from '../../../content/service-pages/customer-service';
import { withPage } from '../../../content/serviceCards';

// Only this service's page body is bundled here, not all eight (the chat already makes this page the heaviest).
const service = withPage('customer-service', customerServicePage);

export default function Page() {
  return (
    <ServicePageView service={service} art={<WorkStack stack={heroStacks['customer-service']} />}>
      <SupportChatPanel />
    </ServicePageView>
  );
}
