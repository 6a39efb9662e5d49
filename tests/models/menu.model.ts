// Spec model of the top navigation (spec §2 Top navigation, §4 Mobile menu, §9 menu scroll-to-top delay), written
// from the spec alone: the mobile menu is closed or open; the button opens it, its close button, Escape and a press
// outside close it, and so does following one of its links (a route change). Opened, focus is on its first link;
// closed by the visitor, focus goes back to the menu button. (Tab cycling inside the open menu is left to
// tests/e2e/menu.spec.ts: jsdom has no Tab key of its own.) Every Contact click asks for a scroll to the top 100 ms later, smooth (a
// jump with reduced motion); a second click before then starts the 100 ms again.
import { and, assign, or, setup, stateIn, type AnyMachineSnapshot } from 'xstate';

export const SCROLL_DELAY_MS = 100; // spec §9: menu scroll-to-top delay
export const SECOND_CLICK_MS = 50; // a second Contact click 50 ms after the first
/** spec §2: links in order, with their paths. */
export const navLinks = [
  ['About', '/about'],
  ['Services', '/services'],
  ['Portfolio', '/portfolio'],
  ['FAQs', '/faq'],
  ['Resources', '/resources'],
  ['Contact', '/contact'],
] as const;
export const GET_STARTED = ['Get Started', '/get-started'] as const; // spec §2
export type LinkLabel = (typeof navLinks)[number][0] | (typeof GET_STARTED)[0];

const pathOf = (label: LinkLabel) =>
  label === GET_STARTED[0] ? GET_STARTED[1] : navLinks.find(([l]) => l === label)![1];

export interface MenuSpecContext {
  route: string;
  /** The open menu's first link, the menu button, or wherever a page change leaves it (not in the spec). */
  focus: 'first-link' | 'menu-button' | 'unspecified';
  /** Scroll-to-top requests so far, as the visitor sees them. */
  scrolls: ('smooth' | 'jump')[];
  reducedMotion: boolean;
}

type MenuSpecEvent =
  | { type: 'menu.open' }
  | { type: 'menu.close'; via: 'button' | 'escape' | 'outside' }
  /** A link clicked: in the menu when it is open, in the top bar (wide screens) when it is closed. */
  | { type: 'nav.follow'; label: LinkLabel }
  | { type: 'clock'; ms: number }
  | { type: 'motion.reduce' };

const isContact = ({ event }: { event: MenuSpecEvent }) => event.type === 'nav.follow' && event.label === 'Contact';
/** A Contact link the visitor can reach: in the open menu, or in the top bar. */
const contactClick = and(['isContact', or([stateIn({ panel: 'open' }), 'hasTopBar'])]);

export const menuSpecModel = setup({
  types: { context: {} as MenuSpecContext, events: {} as MenuSpecEvent },
  guards: {
    isContact,
    // spec §2: the links sit in the top bar from the medium breakpoint up; below it only in the menu. A test of
    // a phone layout provides `false`.
    hasTopBar: () => true,
    halfway: ({ event }) => event.type === 'clock' && event.ms === SECOND_CLICK_MS,
    // A setting the visitor has before the page loads.
    canReduce: ({ context }) =>
      !context.reducedMotion && context.route === '/' && context.focus === 'unspecified' && !context.scrolls.length,
  },
  actions: {
    follow: assign(({ event }) =>
      event.type === 'nav.follow' ? { route: pathOf(event.label), focus: 'unspecified' as const } : {},
    ),
    scrollToTop: assign({
      scrolls: ({ context }) => [...context.scrolls, context.reducedMotion ? ('jump' as const) : ('smooth' as const)],
    }),
  },
  delays: { scrollDelay: SCROLL_DELAY_MS, rest: SCROLL_DELAY_MS - SECOND_CLICK_MS },
}).createMachine({
  id: 'menu-spec',
  type: 'parallel',
  context: { route: '/', focus: 'unspecified', scrolls: [], reducedMotion: false },
  on: { 'motion.reduce': { guard: 'canReduce', actions: assign({ reducedMotion: true }) } },
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'menu.open': { target: 'open', actions: assign({ focus: 'first-link' as const }) },
            'nav.follow': { guard: 'hasTopBar', actions: 'follow' },
          },
        },
        open: {
          on: {
            'menu.close': { target: 'closed', actions: assign({ focus: 'menu-button' as const }) },
            'nav.follow': { target: 'closed', actions: 'follow' },
          },
        },
      },
    },
    scroll: {
      initial: 'idle',
      states: {
        idle: { on: { 'nav.follow': { guard: contactClick, target: 'waiting' } } },
        // 100 ms to go.
        waiting: {
          on: {
            'nav.follow': { guard: contactClick, target: 'waiting', reenter: true },
            clock: { guard: 'halfway', target: 'halfway' },
          },
          after: { scrollDelay: { target: 'idle', actions: 'scrollToTop' } },
        },
        // 50 ms to go; a Contact click now starts the 100 ms again.
        halfway: {
          on: { 'nav.follow': { guard: contactClick, target: 'waiting' } },
          after: { rest: { target: 'idle', actions: 'scrollToTop' } },
        },
      },
    },
  },
});

export const menuStateKey = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as MenuSpecContext;
  return JSON.stringify([snapshot.value, c.route, c.focus, c.scrolls, c.reducedMotion]);
};

/** Bounds the generated paths: nothing after the first scroll, reduced motion only tried at the start (chosen
 * paths go further). */
export const menuStopWhen = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as MenuSpecContext;
  return c.reducedMotion || c.scrolls.length > 0;
};
