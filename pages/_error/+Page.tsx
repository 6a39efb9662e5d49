import { useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { ArrowLeft } from '../../components/Icon';
import { heroEnd } from '../../components/layout/HeroEnd';
import { ButtonLink, Container } from '../../components/ui';
import { notFound } from '../../content/pages/not-found';

export default function Page() {
  const { is404, urlPathname } = usePageContext();
  useEffect(() => {
    // spec §2: the attempted path is logged to the console. On a static host the URL is the browser's own.
    if (is404 !== false)
      console.error(`404 Error: User attempted to access non-existent route: ${window.location.pathname}`);
  }, [is404, urlPathname]);
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
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
  );
}
