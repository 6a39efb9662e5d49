import { services } from '../../../content/services';
import { dedicatedServicePages } from './dedicated';

export default function onBeforePrerenderStart(): string[] {
  return services.filter((s) => !dedicatedServicePages.includes(s.slug)).map((s) => `/services/${s.slug}`);
}
