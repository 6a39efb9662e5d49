// Retrieval for the built-in assistant (../assistant.ts): a MiniSearch index over the FAQ, the articles and the
// services of the generated site knowledge, for questions no intent matches and for an upstream model's passages.
import MiniSearch from 'minisearch';
import type { SiteKnowledge } from '../knowledge.ts';

const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could did do does for from get give go had has have how i if in into is it ' +
    'its me my need of offer offers on or our please provide should so tell than that the their them then there ' +
    "this to us want was we what whats when where which who why will with would you your you're i'm i'd about " +
    'any anything some something more much also just like lumivox help services service use uses using used'
  ).split(' '),
);

interface Doc {
  id: string;
  kind: 'faq' | 'article' | 'service';
  ref: string;
  title: string;
  keywords: string;
  text: string;
}

interface SiteSearch {
  /** The documents that match a question, best first: `id`, `score`, and the stored `kind` and `ref`. */
  search(question: string): ReturnType<MiniSearch<Doc>['search']>;
  /** A document by its id. */
  doc(id: string): Doc | undefined;
  /** The words of a question as the index reads them (stop words and single letters left out). */
  terms(question: string): string[];
  /** The words of a question that say what it is about: those on at most two in five of the documents ("calendar",
   * "templates"), not the ones most pages use ("business", "website", "work"). */
  distinctive(question: string): string[];
}

/** A word's share of the documents above which it says nothing about which one a question means. */
const COMMON_SHARE = 0.4;

const tokenize = (text: string) => text.split(/[^\p{L}\p{N}'/-]+/u).filter(Boolean);
const processTerm = (term: string) => {
  const t = term
    .toLowerCase()
    .replace(/[’']s$/, '')
    .replace(/^[’']+|[’']+$/g, '');
  return t.length < 2 || STOP_WORDS.has(t) ? null : t;
};

export function createSiteSearch(k: SiteKnowledge): SiteSearch {
  const docs: Doc[] = [
    ...k.faqs.map((q) => ({
      id: `faq:${q.id}`,
      kind: 'faq' as const,
      ref: q.id,
      title: q.question,
      keywords: '',
      text: q.answer,
    })),
    ...k.articles.map((a) => ({
      id: `article:${a.slug}`,
      kind: 'article' as const,
      ref: a.slug,
      title: a.title,
      keywords: a.topics.join(' '),
      text: `${a.description} ${a.headings.join(' ')}`,
    })),
    ...k.services.map((s) => ({
      id: `service:${s.slug}`,
      kind: 'service' as const,
      ref: s.slug,
      title: s.title,
      keywords: s.features.join(' '),
      text: `${s.shortDescription} ${s.description} ${s.details.join(' ')}`,
    })),
  ];
  const index = new MiniSearch<Doc>({
    fields: ['title', 'keywords', 'text'],
    storeFields: ['kind', 'ref'],
    processTerm,
    tokenize,
  });
  index.addAll(docs);
  /** How many documents use a word or a word it starts ("calendar" in "calendars"). */
  const docWords = docs.map(
    (d) => new Set(tokenize(`${d.title} ${d.keywords} ${d.text}`).flatMap((w) => processTerm(w) ?? [])),
  );
  const share = (term: string) =>
    docWords.filter((ws) => [...ws].some((w) => w.startsWith(term) || (term.startsWith(w) && w.length > 3))).length /
    docs.length;
  const terms = (question: string) => tokenize(question).flatMap((w) => processTerm(w) ?? []);
  return {
    search: (q) =>
      index.search(q, {
        boost: { title: 2, keywords: 2.5, text: 1 },
        fuzzy: (term) => (term.length > 5 ? 0.2 : 0),
        prefix: (term) => term.length > 3,
        combineWith: 'OR',
      }),
    doc: (id) => docs.find((x) => x.id === id),
    terms,
    distinctive: (question) => terms(question).filter((t) => share(t) <= COMMON_SHARE),
  };
}
