// An article's page and card (components/resources/) as a reader meets them: the way back, the topics, the title, the
// byline with the date and reading time, the body's blocks as headings, lists and quotes, and the call to action; the
// card's link, cover and topics. A made-up article, written out here, holds one block of each kind.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleCard } from '../../components/resources/ArticleCard';
import { ArticleView } from '../../components/resources/ArticleView';
import { teamMember } from '../../content/team';
import type { Article } from '../../content/types';

const article = {
  slug: 'ai-reshaping-business',
  title: 'A Guide With Every Kind of Block',
  description: 'What each block of an article looks like.',
  topics: ['AI', 'Automation'],
  icon: 'sparkles',
  cover: '/images/articles/ai-reshaping-business.svg',
  published: '2026-01-05',
  readingMinutes: 7,
  author: teamMember('andre-bell'),
  body: [
    { type: 'p', text: 'An opening paragraph.' },
    { type: 'h2', text: 'A section' },
    { type: 'h3', text: 'A subsection' },
    { type: 'ul', items: ['One point', 'Another point'] },
    { type: 'ol', items: ['First step', 'Second step', 'Third step'] },
    { type: 'quote', text: 'Something a client said.' },
  ],
} as const satisfies Article;

describe("an article's page", () => {
  it('back to Resources, its topics, its title and description, its author, date and reading time', () => {
    render(<ArticleView article={article} />);
    expect(screen.getByRole('link', { name: /Back to Resources/ })).toHaveAttribute('href', '/resources');
    const topics = screen.getAllByRole('list', { name: 'Topics' })[0]!;
    expect(
      within(topics)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['AI', 'Automation']);
    expect(screen.getByRole('heading', { level: 1, name: 'A Guide With Every Kind of Block' })).toBeInTheDocument();
    expect(screen.getByText('What each block of an article looks like.')).toBeInTheDocument();
    expect(screen.getByText('Andre Bell')).toBeInTheDocument();
    expect(screen.getByText('Automation & AI Lead')).toBeInTheDocument();
    const time = screen.getByText('January 5, 2026');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-01-05');
    expect(time.parentElement).toHaveTextContent('January 5, 2026 · 7 min read');
    expect(screen.getByTestId('article-cover')).toHaveAttribute('src', '/images/articles/ai-reshaping-business.svg');
    expect(screen.getByTestId('article-cover')).toHaveAttribute('alt', '');
  });

  it('its body: a paragraph, headings, a bulleted and a numbered list, a quote, in order', () => {
    const { container } = render(<ArticleView article={article} />);
    const body = container.querySelector('.article-body')!;
    expect([...body.children].map((el) => [el.tagName, el.textContent])).toEqual([
      ['P', 'An opening paragraph.'],
      ['H2', 'A section'],
      ['H3', 'A subsection'],
      ['UL', 'One pointAnother point'],
      ['OL', 'First stepSecond stepThird step'],
      ['BLOCKQUOTE', 'Something a client said.'],
    ]);
    expect(body.querySelectorAll('ol > li')).toHaveLength(3);
  });

  it('ends with the call to write to us', () => {
    render(<ArticleView article={article} />);
    expect(screen.getByRole('heading', { name: 'Want help putting this into practice?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});

describe("an article's card", () => {
  it('its title links to the article; its cover, topics and author; lazily loaded unless first', () => {
    const { unmount } = render(<ArticleCard article={article} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'A Guide With Every Kind of Block' })).toHaveAttribute(
      'href',
      '/resources/ai-reshaping-business',
    );
    const cover = card.querySelector('img[src="/images/articles/ai-reshaping-business.svg"]')!;
    expect(cover).toHaveAttribute('alt', '');
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(cover).not.toHaveAttribute('fetchpriority');
    const topics = within(card).getByRole('list', { name: 'Topics' });
    expect(
      within(topics)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['AI', 'Automation']);
    expect(card).toHaveTextContent('What each block of an article looks like.');
    expect(card).toHaveTextContent('Andre Bell');
    expect(card).toHaveTextContent('Read article');
    unmount();
    render(<ArticleCard article={article} eager />);
    const eager = screen.getByRole('article').querySelector('img[src="/images/articles/ai-reshaping-business.svg"]')!;
    expect(eager).toHaveAttribute('loading', 'eager');
    expect(eager).toHaveAttribute('fetchpriority', 'high');
  });
});
