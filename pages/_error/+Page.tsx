import { useEffect } from 'react';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { ArrowLeft, ArrowRight, Icon } from '../../components/Icon';
import { heroEnd } from '../../components/layout/HeroEnd';
import { ProjectTiles } from '../../components/portfolio/ProjectTiles';
import { ButtonLink, Container, Section, SectionHeading, threeUpGapClassName } from '../../components/ui';
import { notFound } from '../../content/pages/not-found';
import type { Data } from './+data';

export default function Page() {
  const { is404, urlPathname } = usePageContext();
  // No data when the page is rendered for an error before any data hook ran: then no tiles.
  const data = useData<Data | undefined>();
  useEffect(() => {
    // spec §2: the attempted path is logged to the console. On a static host the URL is the browser's own.
    if (is404 !== false)
      console.error(`404 Error: User attempted to access non-existent route: ${window.location.pathname}`);
  }, [is404, urlPathname]);
  const { destinations, work } = notFound;
  return (
    <>
      <Container className="flex flex-col items-center pt-20 pb-12 text-center sm:pt-24">
        <p className="text-brand-gradient figure text-8xl font-extrabold">404</p>
        <h1 className="heading-page mt-4 text-ink">{is404 === false ? 'Something went wrong' : notFound.title}</h1>
        <p className="mt-4 max-w-xl text-lg text-slate-600">
          {is404 === false ? 'Please try again in a moment.' : notFound.text}
        </p>
        <ButtonLink href={notFound.link.href} className="mt-8">
          <ArrowLeft />
          {notFound.link.label}
        </ButtonLink>
        {heroEnd}
      </Container>
      {/* The places a dead link most likely meant: three cards, each a link as a whole. */}
      <Section labelledBy="next-title" className="!pt-4 !pb-12">
        <SectionHeading id="next-title" title={destinations.title} />
        <ul className={`mt-8 grid gap-4 md:grid-cols-3 md:gap-6 ${threeUpGapClassName}`}>
          {destinations.items.map((d) => (
            <li key={d.href} className="flex">
              <a
                href={d.href}
                className="group flex w-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md md:flex-col md:p-6"
              >
                <span className="flex h-11 w-11 flex-none items-center justify-center rounded-xl bg-brand-50 text-brand-700 transition group-hover:bg-brand-gradient group-hover:text-white">
                  <Icon name={d.icon} />
                </span>
                <span className="block">
                  <span className="flex items-center gap-2 text-lg font-semibold text-ink">
                    {d.label}
                    <ArrowRight className="h-4 w-4 text-brand-700 transition group-hover:translate-x-1" />
                  </span>
                  <span className="mt-1 block leading-7 text-slate-600">{d.text}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
      {data?.projects && (
        <Section labelledBy="work-title" className="bg-slate-50">
          <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-4">
            <SectionHeading id="work-title" title={work.title} />
            <a
              href={work.link.href}
              className="inline-flex items-center gap-2 rounded-md font-semibold text-brand-700 hover:text-brand-900"
            >
              {work.link.label}
              <ArrowRight />
            </a>
          </div>
          <div className="mt-8">
            <ProjectTiles
              projects={data.projects}
              linkLabel={data.linkLabel}
              swipeLabel={`${work.title}: swipe for more`}
            />
          </div>
        </Section>
      )}
    </>
  );
}
