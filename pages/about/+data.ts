// The page's copy, the team and the studio's facts travel with the page, not in its JavaScript.
import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../components/seo/pageHead';
import { about } from '../../content/pages/about';
import { studioFacts, team } from '../../content/team';

export default function data(pageContext: PageContextServer) {
  pageHead(pageContext);
  return { copy: about, team, studioFacts };
}

export type Data = ReturnType<typeof data>;
