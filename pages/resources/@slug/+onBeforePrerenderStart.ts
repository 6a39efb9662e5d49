import { articles } from '../../../content/articles';

export default function onBeforePrerenderStart(): string[] {
  return articles.map((a) => `/resources/${a.slug}`);
}
