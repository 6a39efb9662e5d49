import type { PageContext } from 'vike/types';
import { notFound } from '../content/pages';
import type { PageMeta } from './+data';

export default function description(pageContext: PageContext): string {
  return (pageContext.data as PageMeta | undefined)?.description ?? notFound.text;
}
