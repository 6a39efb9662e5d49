// What a lead form sends besides the visitor's clean typing: what was typed into the prerendered form before its
// scripts arrived (kept, not lost), a honeypot a bot filled (sent, so the server refuses it), and a service ticked
// and unticked again (not sent).
import { act, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { StoreProvider } from '../../components/StoreProvider';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../../components/forms/ContactForm';
import { ProjectForm } from '../../components/forms/ProjectForm';
import { makeStore } from '../../store/store';
import { FILL_TIME_FIELD } from '../../supabase/functions/_shared/contract/api';
import { settle, stubFetch } from './network';

let network: ReturnType<typeof stubFetch>;
let container: HTMLDivElement;
beforeEach(() => {
  network = stubFetch();
  container = document.body.appendChild(document.createElement('div'));
});
afterEach(() => {
  container.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The prerendered form, before hydration. */
function serve(element: ReactElement) {
  const app = <StoreProvider store={makeStore()}>{element}</StoreProvider>;
  container.innerHTML = renderToString(app);
  return {
    hydrate: async () => {
      const root = await act(async () => hydrateRoot(container, app));
      return root;
    },
  };
}

const field = (form: HTMLElement, label: string) => within(form).getByLabelText(label, { exact: false });
const typeRaw = (el: HTMLElement, value: string) => void ((el as HTMLInputElement).value = value);

/** A bot fills the contact form's visible fields and sends it: what reached the network. */
async function sendAsBot(form: HTMLElement) {
  fireEvent.change(field(form, 'Name'), { target: { value: 'Bot' } });
  fireEvent.change(field(form, 'Email'), { target: { value: 'bot@example.com' } });
  fireEvent.change(field(form, 'Message'), { target: { value: 'Buy now' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
  await settle();
  return (await network.next()).body;
}

/** The prerendered form: the visitor types `typed` (label → text) and does `alsoBefore` into the static HTML before
 * React hydrates it, then sends it. What reached the network. */
async function sendTypedBeforeHydration(
  form: { element: ReactElement; name: string; submit: string },
  typed: Record<string, string>,
  alsoBefore: (form: HTMLElement) => void = () => {},
) {
  const page = serve(form.element);
  const el = screen.getByRole('form', { name: form.name });
  for (const [label, value] of Object.entries(typed)) typeRaw(field(el, label), value);
  alsoBefore(el);
  const root = await page.hydrate();
  fireEvent.click(within(el).getByRole('button', { name: form.submit }));
  await settle();
  const { body } = await network.next();
  act(() => root.unmount());
  return body;
}

describe('a lead form', () => {
  it('keeps what was typed and ticked before its scripts arrived', async () => {
    const body = await sendTypedBeforeHydration(
      { element: <ProjectForm />, name: 'Project Information', submit: 'Submit Project Request' },
      {
        Name: 'Dana Whitfield',
        Email: 'dana@example.com',
        Company: 'Whitfield Bakery',
        'Tell us about your project': 'A new site for our bakery.',
      },
      (form) => void ((within(form).getByRole('checkbox', { name: 'Branding' }) as HTMLInputElement).checked = true),
    );
    expect(body).toMatchObject({
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      company: 'Whitfield Bakery',
      message: 'A new site for our bakery.',
      services: ['Branding'],
      hp: '',
    });
  });

  it('keeps what was typed into the contact form before its scripts arrived', async () => {
    const body = await sendTypedBeforeHydration(
      { element: <ContactForm />, name: 'Send us a message', submit: 'Send Message' },
      { Name: 'Sam Ortiz', Email: 'sam@bakery.example', Company: 'Ortiz Bakery', Message: 'Typed early.' },
    );
    expect(body).toMatchObject({
      name: 'Sam Ortiz',
      email: 'sam@bakery.example',
      company: 'Ortiz Bakery',
      message: 'Typed early.',
      hp: '',
    });
  });

  // The functions take a form sent sooner than 1.5 s after it was shown for a bot's, and store nothing. A visitor who
  // typed into the prerendered form while the scripts loaded, and sends it as they arrive, is no bot.
  it('counts its fill time from the page’s first paint, not from the arrival of its scripts', async () => {
    // A slow phone: the page opened 60 s before its scripts hydrated the form, and first painted 30 s after it opened.
    vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(Date.now() - 60_000);
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
      name === 'first-contentful-paint' ? [{ startTime: 30_000 } as PerformanceEntry] : [],
    );
    const body = await sendTypedBeforeHydration(
      { element: <ContactForm />, name: 'Send us a message', submit: 'Send Message' },
      { Name: 'Sam Ortiz', Email: 'sam@bakery.example', Message: 'Typed while the page loaded.' },
    );
    // On screen from the first paint, 30 s before the scripts arrived (not from the page's opening, 60 s before).
    const elapsed = (body as Record<string, number>)[FILL_TIME_FIELD];
    expect(elapsed).toBeGreaterThanOrEqual(30_000);
    expect(elapsed).toBeLessThan(60_000);
  });

  it('sends a service ticked and then unticked as not chosen', async () => {
    const page = serve(<ProjectForm />);
    const root = await page.hydrate();
    const form = screen.getByRole('form', { name: 'Project Information' });
    fireEvent.change(field(form, 'Name'), { target: { value: 'Dana Whitfield' } });
    fireEvent.change(field(form, 'Email'), { target: { value: 'dana@example.com' } });
    fireEvent.change(field(form, 'Company'), { target: { value: 'Whitfield Bakery' } });
    fireEvent.change(field(form, 'Tell us about your project'), { target: { value: 'A new site.' } });
    for (const name of ['Branding', 'SEO', 'Branding']) fireEvent.click(within(form).getByRole('checkbox', { name }));
    expect(within(form).getByRole('checkbox', { name: 'Branding' })).not.toBeChecked();
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Project Request' }));
    await settle();
    expect((await network.next()).body).toMatchObject({ services: ['SEO'] });
    act(() => root.unmount());
  });

  it('sends a honeypot a bot filled, before or after the scripts arrived, so the server can refuse it', async () => {
    const page = serve(<ContactForm />);
    const form = screen.getByRole('form', { name: 'Send us a message' });
    const honeypot = container.querySelector<HTMLInputElement>('input[name="hp"]')!;
    typeRaw(honeypot, 'early bot');
    const root = await page.hydrate();
    expect(await sendAsBot(form)).toMatchObject({ hp: 'early bot' });
    act(() => root.unmount());

    const again = serve(<ContactForm />);
    const root2 = await again.hydrate();
    const form2 = screen.getByRole('form', { name: 'Send us a message' });
    fireEvent.change(container.querySelector('input[name="hp"]')!, { target: { value: 'late bot' } });
    expect(await sendAsBot(form2)).toMatchObject({ hp: 'late bot' });
    act(() => root2.unmount());
  });
});
