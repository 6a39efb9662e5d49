// The page's copy, the team, the studio's facts and where it works travel with the page, not in its JavaScript.
import type { PageContextServer } from 'vike/types';
import type { WhereWeWorkFacts } from '../../components/about/WhereWeWork';
import { pageHead } from '../../components/seo/pageHead';
import { factsCopy, industries, location, platforms } from '../../content/facts';
import { about } from '../../content/pages/about';
import { studioFacts, team } from '../../content/team';

const whereWeWork: WhereWeWorkFacts = {
  copy: factsCopy.whereWeWork,
  location: { summary: location.summary, inPerson: location.inPerson, hours: location.hours },
  industries,
  platforms: platforms.buildsNote,
};

export default function data(pageContext: PageContextServer) {
  pageHead(pageContext);
  return { copy: about, team, studioFacts, whereWeWork };
}

export type Data = ReturnType<typeof data>;
