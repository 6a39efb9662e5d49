// The facts the assistant quotes are also on the pages where a visitor looks: each service page's pricing block,
// About (where we work, industries) and Get Started (what happens next, reply time, terms). Figures are written
// out here, not imported, so a page showing the wrong one fails.
import { render, screen, within } from '@testing-library/react';
import type { PageContextServer } from 'vike/types';
import { describe, expect, it, vi } from 'vitest';
import AboutPage from '../../pages/about/+Page';
import aboutData from '../../pages/about/+data';
import { ServicePageView } from '../../components/services/ServicePageView';
import GetStartedPage from '../../pages/get-started/+Page';
import { WhatHappensNext } from '../../components/getStarted/WhatHappensNext';
import { makeStore } from '../../store/store';
import { StoreProvider } from '../../components/StoreProvider';
import { getService } from '../../content/services';
import { WithPageData } from '../pageData';

// /about's own +data (what the page draws: the team, its facts, where we work); its <head> (vike-react's useConfig, a
// server module a page outside Vike cannot load) is the browser suite's (tests/e2e/routes.spec.ts).
vi.mock('../../components/seo/pageHead', () => ({ pageHead: () => undefined }));

describe('facts on the site', () => {
  it('a service page shows its typical price and timeline', () => {
    render(<ServicePageView service={getService('seo')!} />);
    const block = within(screen.getByRole('region', { name: 'Pricing & timeline' }));
    expect(block.getByText('$750–$2,500 a month')).toBeInTheDocument();
    expect(block.getByText('3–6 months')).toBeInTheDocument();
  });

  it('the website design page quotes a 5-page site', () => {
    render(<ServicePageView service={getService('website-design')!} />);
    const block = within(screen.getByRole('region', { name: 'Pricing & timeline' }));
    expect(block.getByText('$4,000–$15,000')).toBeInTheDocument();
    expect(block.getByText(/5-page small-business site is usually \$4,000–\$6,000/)).toBeInTheDocument();
  });

  it('About says where we work and which industries we serve', () => {
    render(
      <WithPageData data={aboutData({ urlPathname: '/about' } as unknown as PageContextServer)}>
        <AboutPage />
      </WithPageData>,
    );
    const block = within(screen.getByRole('region', { name: 'Where we work' }));
    expect(block.getByText(/based in Atlanta, Georgia/)).toBeInTheDocument();
    expect(block.getByText(/remotely/)).toBeInTheDocument();
    expect(block.getByText(/Law firms/)).toBeInTheDocument();
    expect(block.getByText(/Shopify/)).toBeInTheDocument();
  });

  it('Get Started says what happens next, the reply time and the terms', () => {
    render(
      <StoreProvider store={makeStore()}>
        <GetStartedPage />
      </StoreProvider>,
    );
    const block = within(screen.getByRole('region', { name: 'What happens next' }));
    expect(block.getByText(/within 24 hours/)).toBeInTheDocument();
    expect(block.getByText('Free consultation')).toBeInTheDocument();
    expect(block.getByText(/50% to start and 50% at launch/)).toBeInTheDocument();
  });

  it('Get Started numbers the five steps after a request from 1, in their order', () => {
    render(<WhatHappensNext />);
    const steps = within(screen.getByRole('region', { name: 'What happens next' })).getAllByRole('listitem');
    expect(steps.slice(0, 5).map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^1Free consultation/),
      expect.stringMatching(/^2Proposal/),
      expect.stringMatching(/^3Build/),
      expect.stringMatching(/^4Launch/),
      expect.stringMatching(/^5Support/),
    ]);
  });
});
