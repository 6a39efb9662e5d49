import { AuditPanel } from '../../../components/services/AuditPanel';
import { ServicePageView } from '../../../components/services/ServicePageView';
import { websiteDesignPage } from '../../../content/service-pages/website-design';
import { withPage } from '../../../content/serviceCards';

// Only this service's page body is bundled here, not all eight.
const service = withPage('website-design', websiteDesignPage);

export default function Page() {
  return (
    <ServicePageView service={service}>
      <AuditPanel />
    </ServicePageView>
  );
}
