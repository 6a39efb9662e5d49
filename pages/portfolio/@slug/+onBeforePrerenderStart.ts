import { projectSlugs } from '../../../content/slugs';

export default function onBeforePrerenderStart(): string[] {
  return projectSlugs.map((slug) => `/portfolio/${slug}`);
}
