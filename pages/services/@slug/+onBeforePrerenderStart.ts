import { services } from '../../../content/services';

export default function onBeforePrerenderStart(): string[] {
  return services.map((s) => `/services/${s.slug}`);
}
