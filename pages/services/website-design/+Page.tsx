import { AuditPanel } from '../../../components/services/AuditPanel';
import { ServicePageView } from '../../../components/services/ServicePageView';
import { getService } from '../../../content/services';

export default function Page() {
  return (
    <ServicePageView service={getService('website-design')!}>
      <AuditPanel />
    </ServicePageView>
  );
}
