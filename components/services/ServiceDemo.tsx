// Picks the demo of a service page. Without JavaScript each demo shows a complete, readable state.
import type { ServiceDemo as DemoName } from '../../content/types';
import { AnalyticsChart, CalendarGrid, CrmFlow, MarketingChart } from '../demos/Charts';
import { ProcessSteps } from '../demos/ProcessSteps';
import { SeoSearchDemo } from '../demos/SeoSearchDemo';
import { SupportLog } from '../demos/SupportLog';

export function ServiceDemo({ demo }: { demo: DemoName }) {
  switch (demo) {
    case 'process':
      return <ProcessSteps />;
    case 'seo-search':
      return <SeoSearchDemo />;
    case 'support-log':
      return <SupportLog />;
    case 'crm-flow':
      return <CrmFlow />;
    case 'marketing-chart':
      return <MarketingChart />;
    case 'analytics-chart':
      return <AnalyticsChart />;
    case 'calendar':
      return <CalendarGrid />;
  }
}
