// Picks the demo of a service page. Without JavaScript each demo shows a complete, readable state.
import { analyticsChart, calendarDemo, crmFlow, marketingChart, seoDemo, supportEvents } from '../../content/demos';
import type { ServiceDemo as DemoName } from '../../content/types';
import { AnalyticsChart, CalendarGrid, CrmFlow, MarketingChart } from '../demos/Charts';
import { ProcessSteps } from '../demos/ProcessSteps';
import { SeoSearchDemo } from '../demos/SeoSearchDemo';
import { SupportLog } from '../demos/SupportLog';

export function ServiceDemo({ demo }: { demo: DemoName }) {
  switch (demo) {
    case 'process':
      return <ProcessSteps active={0} />;
    case 'seo-search':
      return <SeoSearchDemo typed={seoDemo.query.length} order={seoDemo.results.map((_, i) => i)} />;
    case 'support-log':
      return <SupportLog lines={supportEvents.slice(0, 8).map((event, id) => ({ id, event }))} />;
    case 'crm-flow':
      return <CrmFlow shown={crmFlow.length} />;
    case 'marketing-chart':
      return <MarketingChart shown={marketingChart.length} />;
    case 'analytics-chart':
      return <AnalyticsChart shown={analyticsChart.length} />;
    case 'calendar':
      return <CalendarGrid shown={calendarDemo.appointments.length} />;
  }
}
