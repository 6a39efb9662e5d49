// An article: back link, header, body blocks rendered as semantic HTML, and the call to action to /contact.
import type { Article, ArticleBlock } from '../../content/types';
import { BackLink, Container, CtaBanner } from '../ui';
import { articleCta } from '../../content/articles';
import { AfterHero, heroEnd } from '../layout/HeroEnd';
import { Byline } from './Byline';

function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'p':
      return <p>{block.text}</p>;
    case 'h2':
      return <h2>{block.text}</h2>;
    case 'h3':
      return <h3>{block.text}</h3>;
    case 'ul':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'ol':
      return (
        <ol>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      );
    case 'quote':
      return <blockquote>{block.text}</blockquote>;
  }
}

export function ArticleView({ article }: { article: Article }) {
  const date = new Date(`${article.published}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <>
      <article>
        <header className="bg-gradient-to-b from-brand-50 to-white">
          <Container narrow className="py-14 sm:py-16">
            <BackLink href="/resources">Back to Resources</BackLink>
            <ul className="flex flex-wrap gap-2" aria-label="Topics">
              {article.topics.map((t) => (
                <li key={t} className="rounded-full bg-white px-3 py-1 text-xs font-medium text-brand-800 shadow-sm">
                  {t}
                </li>
              ))}
            </ul>
            <h1 className="heading-page mt-5 text-ink">{article.title}</h1>
            <p className="mt-5 text-lg leading-8 text-slate-600">{article.description}</p>
            <Byline author={article.author} className="mt-8">
              <time dateTime={article.published}>{date}</time> · {article.readingMinutes} min read
            </Byline>
            <img
              src={article.cover}
              alt=""
              width={1200}
              height={420}
              className="mt-10 h-auto w-full rounded-3xl shadow-lg shadow-brand-900/5"
              data-testid="article-cover"
            />
          </Container>
          {heroEnd}
        </header>
        <AfterHero>
          <Container narrow className="pb-8">
            <div className="article-body space-y-5 text-lg leading-8 text-slate-700 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-400 [&_blockquote]:pl-5 [&_blockquote]:italic [&_h2]:heading-section [&_h2]:pt-6 [&_h2]:text-ink [&_h3]:pt-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
              {article.body.map((block, i) => (
                <Block key={`${block.type}-${i}`} block={block} />
              ))}
            </div>
          </Container>
        </AfterHero>
      </article>
      <CtaBanner
        tone="quiet"
        title={articleCta.title}
        text={articleCta.text}
        href={articleCta.href}
        label={articleCta.label}
      />
    </>
  );
}
