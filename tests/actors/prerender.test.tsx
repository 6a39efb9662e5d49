// @vitest-environment node
// During prerender (Node, no `window`, no `document`): the pages render the forms and the chat, whose focus handlers
// and actors must not reach for supabase-js or the network there, and the lead forms must render at all.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('../../machines/actors/backend');
  vi.resetModules();
});

/** A fresh module whose backend client is a spy (the client is what must not be touched). */
async function withBackendSpy<M>(load: () => Promise<M>) {
  vi.resetModules();
  const backend = { getSupabase: vi.fn(), fetchChallenge: vi.fn(() => new Promise(() => {})) };
  vi.doMock('../../machines/actors/backend', () => backend);
  return { backend, module: await load() };
}

describe('during prerender', () => {
  it('no supabase-js client is created', async () => {
    const { getSupabase } = await import('../../machines/actors/backend');
    expect(() => getSupabase()).toThrow('The Supabase client is only created in the browser.');
  });

  it('preparing the chat loads nothing', async () => {
    const { backend, module } = await withBackendSpy(() => import('../../machines/actors/chatStream'));
    module.prepareChat();
    await import('../../machines/actors/backend'); // anything it would have started loading has loaded
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(backend.getSupabase).not.toHaveBeenCalled();
  });

  it('preparing a proof of work asks for no challenge', async () => {
    const { backend, module } = await withBackendSpy(() => import('../../machines/actors/proof'));
    module.prepareProof();
    expect(backend.fetchChallenge).not.toHaveBeenCalled();
    expect(module.takeReadyProof()).toBeNull();
  });
});

describe('in the browser', () => {
  it('preparing the chat asks the backend client for supabase-js before the first question', async () => {
    vi.stubGlobal('window', globalThis);
    try {
      const { backend, module } = await withBackendSpy(() => import('../../machines/actors/chatStream'));
      module.prepareChat();
      // The backend client is imported lazily: seconds on a busy machine, not vi.waitFor's default 1 s.
      await vi.waitFor(() => expect(backend.getSupabase).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

// The lead forms read the page when they start (how long the form has been on screen, see useLeadForm's fill time):
// in Node there is no document, and the prerender must still render them, fields and button. The texts are the
// spec's (§4 Contact, Get Started).
describe('the lead forms during prerender', () => {
  it('render with no document: the contact form and the project form, each with its button', async () => {
    vi.resetModules();
    const { renderToString } = await import('react-dom/server');
    const { StoreProvider } = await import('../../components/StoreProvider');
    const { makeStore } = await import('../../store/store');
    const { ContactForm } = await import('../../components/forms/ContactForm');
    const { ProjectForm } = await import('../../components/forms/ProjectForm');
    expect(typeof document).toBe('undefined');
    const render = (form: React.ReactElement) =>
      renderToString(<StoreProvider store={makeStore()}>{form}</StoreProvider>);
    expect(render(<ContactForm />)).toMatch(/<form[\s\S]*Send Message<\/button>/);
    expect(render(<ProjectForm />)).toMatch(/<form[\s\S]*Submit Project Request<\/button>/);
  });
});
