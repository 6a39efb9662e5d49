// Before every unit test file: the jest-dom matchers, and a page as a fresh tab has it. Most files share one jsdom per
// worker (vitest.config.ts), so what a file leaves in the tab (storage, address, nodes, a stubbed global, the fake
// clock) must not reach the next one. After every test: its rendered components unmounted.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

beforeAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (typeof window === 'undefined') return; // a file in Node's environment (`// @vitest-environment node`)
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  // model-kit/browser.ts defines a settable tab visibility on the document itself: back to jsdom's own.
  delete (document as { visibilityState?: unknown }).visibilityState;
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
});

afterEach(() => cleanup());
