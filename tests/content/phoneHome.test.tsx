// Issue #32, item 9: below 640 px the carousel cards and the project tiles show each client's homepage as a phone
// draws it (the `phoneHome` shot), not the 1440 px desktop screen at a fifth of its size. Each such picture must be
// that client's phone homepage and be described in the words of the page that draws it (<meta
// name="lumivox:phone-alt"> in content/client-sites/<slug>/home.html), never with the desktop screen's words; its
// window is hidden from 640 px, where the desktop screen shows. Expectations come from the client pages, not from the
// modules under test.
import { join } from 'node:path';
import { render } from '@testing-library/react';
import type { PageContextServer } from 'vike/types';
import { describe, expect, it, vi } from 'vitest';
import { FeaturedWork } from '../../components/home/FeaturedWork';
import PortfolioPage from '../../pages/portfolio/+Page';
import portfolioData from '../../pages/portfolio/+data';
import WebsiteDesignPage from '../../pages/services/website-design/+Page';
import websiteDesignData from '../../pages/services/website-design/+data';
import { readClientPage } from '../../scripts/client-pages.mjs';
import { WithPageData } from '../pageData';
import { specProjects } from '../specCopy';

vi.mock('../../components/seo/pageHead', () => ({ pageHead: () => undefined }));

/** What a client's homepage says about itself: its desktop and its phone first screen. */
function homeMeta(slug: string) {
  const file = join(process.cwd(), 'content/client-sites', slug, 'home.html');
  const doc = new DOMParser().parseFromString(readClientPage(file), 'text/html');
  const meta = (name: string) => doc.querySelector<HTMLMetaElement>(`meta[name="lumivox:${name}"]`)?.content.trim();
  return { alt: meta('alt'), phoneAlt: meta('phone-alt') };
}

/** Every picture of a client's homepage in `container`: which client, which shot, its words, its window's classes. */
function homepagePictures(container: HTMLElement) {
  return [...container.querySelectorAll('img')]
    .map((img) => {
      const match = /\/images\/work\/([a-z-]+)\/(desktop|phoneHome)-\d+\.webp$/.exec(img.getAttribute('src') ?? '');
      return (
        match && { slug: match[1]!, shot: match[2]!, alt: img.alt, window: img.closest('picture')!.parentElement! }
      );
    })
    .filter((p) => p !== null);
}

function expectPhoneHomes(container: HTMLElement, slugs: readonly string[], place: string) {
  const pictures = homepagePictures(container);
  const phones = pictures.filter((p) => p.shot === 'phoneHome');
  expect(phones.map((p) => p.slug).sort(), place).toEqual([...slugs].sort());
  for (const phone of phones) {
    const { alt, phoneAlt } = homeMeta(phone.slug);
    expect(phoneAlt, `${phone.slug}: home.html names its phone screen`).toMatch(/on a phone/);
    expect(phone.alt, `${place}: ${phone.slug}`).toBe(phoneAlt);
    expect(phone.alt).not.toBe(alt);
    // Shown below 640 px only; the desktop screen of the same client beside it from 640 px only.
    expect(phone.window.className).toMatch(/(^|\s)sm:hidden(\s|$)/);
    const desktop = pictures.find((p) => p.shot === 'desktop' && p.slug === phone.slug && p.window !== phone.window);
    expect(desktop, `${place}: ${phone.slug}'s desktop screen`).toBeDefined();
    expect(desktop!.window.className).toMatch(/(^|\s)hidden(\s|$)/);
    expect(desktop!.window.className).toMatch(/(^|\s)sm:block(\s|$)/);
  }
}

describe("the phone's picture of each client's homepage", () => {
  it('is on every card of the home carousel, in the spec’s six projects', () => {
    const { container } = render(<FeaturedWork />);
    expectPhoneHomes(
      container,
      specProjects.map((p) => p.slug),
      'the carousel',
    );
  });

  // /portfolio: the spec's three case-study cards (their phone flow shows on a phone), then the other three as tiles;
  // /services/website-design: three recent sites under 'Sites we designed' (its hero shows the desktop and the flow).
  it.each([
    ['/portfolio', PortfolioPage, portfolioData],
    ['/services/website-design', WebsiteDesignPage, websiteDesignData],
  ] as const)('is on every project tile of %s', (path, Page, data) => {
    const { container } = render(
      <WithPageData data={data({ urlPathname: path } as unknown as PageContextServer)}>
        <Page />
      </WithPageData>,
    );
    const tiles = homepagePictures(container).filter((p) => p.shot === 'phoneHome');
    expect(tiles).toHaveLength(3);
    expectPhoneHomes(
      container,
      tiles.map((p) => p.slug),
      path,
    );
  });
});
