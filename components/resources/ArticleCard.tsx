import type { Article } from '../../content/types';
import { ArrowRight, Icon } from '../Icon';
import { Byline } from './Byline';

/** `eager`: the first card, on screen at load, whose cover is the page's largest paint (not lazily loaded). */
export function ArticleCard({ article, eager = false }: { article: Omit<Article, 'body'>; eager?: boolean }) {
  const href = `/resources/${article.slug}`;
  return (
    <article className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 transition hover:-translate-y-0.5 hover:shadow-md">
      <img
        src={article.cover}
        alt=""
        width={1200}
        height={420}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        className="-mx-6 -mt-6 mb-6 h-auto w-[calc(100%+3rem)] max-w-none rounded-t-2xl"
      />
      <div className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon name={article.icon} />
      </div>
      <h2 className="mt-5 text-xl font-semibold text-ink">
        <a href={href} className="after:absolute after:inset-0 after:rounded-2xl">
          {article.title}
        </a>
      </h2>
      <p className="mt-3 flex-1 leading-7 text-slate-600">{article.description}</p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Topics">
        {article.topics.map((t) => (
          <li key={t} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">
            {t}
          </li>
        ))}
      </ul>
      <Byline author={article.author} size="small" className="mt-6 border-t border-slate-100 pt-5" />
      <p className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-brand-700" aria-hidden="true">
        Read article <ArrowRight />
      </p>
    </article>
  );
}
