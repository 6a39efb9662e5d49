// `?inspect` (issue #10): every component that runs a machine hands it the inspector, so the Stately inspector shows
// every running machine — chat, FAQ, forms and the audit dialog included. machines/inspect.ts is replaced by a
// recorder of the machine ids whose actors it sees start.
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { StoreProvider } from '../../components/StoreProvider';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { ChatCard } from '../../components/chat/ChatCard';
import { AnalyticsChart, CalendarGrid, CrmFlow, MarketingChart } from '../../components/demos/Charts';
import { ProcessSteps } from '../../components/demos/ProcessSteps';
import { SeoSearchDemo } from '../../components/demos/SeoSearchDemo';
import { SupportLog } from '../../components/demos/SupportLog';
import { FaqAccordion } from '../../components/faq/FaqAccordion';
import { AuditRequest } from '../../components/forms/AuditDialog';
import { ContactForm } from '../../components/forms/ContactForm';
import { ProjectForm } from '../../components/forms/ProjectForm';
import { FeaturedWork } from '../../components/home/FeaturedWork';
import { Hero } from '../../components/home/Hero';
import { Header } from '../../components/layout/Header';
import { Splash } from '../../components/layout/Splash';
import { faqs } from '../../content/faq';
import { makeStore } from '../../store/store';
import { settleLoaded } from '../forms/network';
import { fakeBrowserForEachTest } from '../model-kit/browser';

const seen = vi.hoisted(() => new Set<string>());
vi.mock('../../machines/inspect', () => ({
  inspect: (event: InspectionEvent) => {
    if (event.type === '@xstate.actor') {
      const logic = (event.actorRef as { logic?: { id?: string } }).logic;
      if (logic?.id) seen.add(logic.id);
    }
  },
}));

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ urlPathname: '/' }) }));

const browser = fakeBrowserForEachTest();
beforeEach(() => {
  seen.clear();
  // jsdom has no element scrolling (the carousel scrolls its track).
  Element.prototype.scrollTo ??= () => {};
});

// A machine loaded on demand starts with the visitor's first reach for it (`wake`).
const press = (name: string) => () => fireEvent.click(screen.getAllByRole('button', { name })[0]!);
const hoverWordmark = () =>
  fireEvent.pointerEnter(screen.getByText('Lumivox', { exact: true }).closest('p')!, { pointerType: 'mouse' });
const cases: [string, ReactElement, string[], (() => void)?][] = [
  ['the header (mobile menu)', <Header key="h" />, ['menu'], press('Open navigation menu')],
  ['the splash', <Splash key="s" />, ['splash']],
  [
    'the hero (rotating word, better list, logo wave)',
    <Hero key="hero" />,
    ['heroWord', 'betterList', 'logoWave'],
    () => {
      hoverWordmark();
      press('better')();
    },
  ],
  ['the carousel', <FeaturedWork key="c" />, ['carousel']],
  ['the FAQ', <FaqAccordion key="f" items={faqs} />, ['faq'], press(faqs[0]!.question)],
  ['the contact form', <ContactForm key="cf" />, ['form']],
  ['the project form', <ProjectForm key="pf" />, ['form']],
  ['the audit dialog', <AuditRequest key="a" />, ['auditDialog'], press('Request Free Audit')],
  ['the chat', <ChatCard key="chat" />, ['chat']],
  ['the process steps', <ProcessSteps key="p" />, ['process']],
  ['the CRM flow chart', <CrmFlow key="crm" />, ['chart']],
  ['the marketing chart', <MarketingChart key="mkt" />, ['chart']],
  ['the analytics chart', <AnalyticsChart key="an" />, ['chart']],
  ['the calendar', <CalendarGrid key="cal" />, ['chart']],
  ['the SEO demo', <SeoSearchDemo key="seo" />, ['seoDemo']],
  ['the support log', <SupportLog key="log" />, ['supportLog']],
];

describe('every running machine reaches the inspector', () => {
  it.each(cases)('%s', async (_name, element, ids, wake) => {
    render(<StoreProvider store={makeStore()}>{element}</StoreProvider>);
    wake?.();
    // The demos' machines load with the view's first report.
    browser.setOnScreen(true);
    await settleLoaded();
    expect([...seen].sort()).toEqual(expect.arrayContaining(ids));
  });
});

it("the audit dialog's form, loaded when the dialog first opens, reaches the inspector too", async () => {
  render(
    <StoreProvider store={makeStore()}>
      <AuditRequest />
    </StoreProvider>,
  );
  expect(seen.has('form')).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Request Free Audit' }));
  // The clock is fake here: load the lazy dialog module and machine, then let React render them.
  await settleLoaded();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect([...seen]).toContain('form');
});
