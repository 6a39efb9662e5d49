import { useData } from 'vike-react/useData';
import { AuditPanel } from '../../../components/services/AuditPanel';
import { ServicePageView } from '../../../components/services/ServicePageView';
import { RecentSites, WebsiteDesignArt } from '../../../components/services/WebsiteDesignWork';
import type { Data } from './+data';

export default function Page() {
  const { service, hero, recent, linkLabel } = useData<Data>();
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
