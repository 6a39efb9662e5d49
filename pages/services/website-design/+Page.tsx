import { useData } from 'vike-react/useData';
import { AuditPanel } from '../../../components/services/AuditPanel';
import { ServicePageView } from '../../../components/services/ServicePageView';
import { RecentSites, WebsiteDesignArt } from '../../../components/services/WebsiteDesignWork';
import { websiteDesignPage } from '../../../content/service-pages/website-design';
import { withPage } from '../../../content/serviceCards';
import type { Data } from './+data';

// Only this service's page body is bundled here, not all eight.
const service = withPage('website-design', websiteDesignPage);

export default function Page() {
  const { hero, recent, linkLabel } = useData<Data>();
  return (
    <ServicePageView
      service={service}
      art={<WebsiteDesignArt {...hero} linkLabel={linkLabel} />}
      lead={<RecentSites {...recent} linkLabel={linkLabel} />}
    >
      <AuditPanel />
    </ServicePageView>
  );
}
