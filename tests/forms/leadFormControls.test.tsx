// What the browser gives a visitor filling a lead form (spec §3 Contact form, Project request): their saved name,
// e-mail, phone, company and website offered by autofill, the phone's e-mail, number and address keyboards, the
// budget's example range and its hint, the services' "choose at least one" read to a screen reader, and a form sent
// before its scripts arrive going nowhere (no page load that drops what was typed and puts it in the address bar).
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { StoreProvider } from '../../components/StoreProvider';
import { ContactForm } from '../../components/forms/ContactForm';
import { ProjectForm } from '../../components/forms/ProjectForm';
import { makeStore } from '../../store/store';

const withStore = (element: ReactElement) => <StoreProvider store={makeStore()}>{element}</StoreProvider>;

function shown(element: ReactElement, name: string) {
  render(withStore(element));
  const form = screen.getByRole('form', { name });
  return (label: string) => within(form).getByLabelText(label, { exact: false });
}

// label → [input type, autofill token (the HTML standard's names)]
const contactFields: Record<string, [string, string]> = {
  Name: ['text', 'name'],
  Email: ['email', 'email'],
  Phone: ['tel', 'tel'],
  Company: ['text', 'organization'],
};
const projectFields: Record<string, [string, string]> = {
  ...contactFields,
  'Current website': ['url', 'url'],
};

it.each([
  ['the contact form', <ContactForm key="c" />, 'Send us a message', contactFields],
  ['the project form', <ProjectForm key="p" />, 'Project Information', projectFields],
])('%s offers the visitor’s saved details and the right keyboard in each field', (_, element, name, fields) => {
  const field = shown(element, name);
  for (const [label, [type, token]] of Object.entries(fields)) {
    expect(field(label), label).toHaveAttribute('type', type);
    expect(field(label), label).toHaveAttribute('autocomplete', token);
  }
});

describe('the project form', () => {
  it('shows an example of each free-text answer: the website’s start, a budget range and its hint', () => {
    const field = shown(<ProjectForm />, 'Project Information');
    expect(field('Current website')).toHaveAttribute('placeholder', 'https://');
    // spec §3: budget "free text, optional, hint like '$500 - $5,000'".
    expect(field('Budget')).toHaveAttribute('placeholder', '$500 - $5,000');
    expect(field('Budget').nextElementSibling).toHaveTextContent(/^A rough range is fine\.$/);
  });

  it('tells a screen reader that at least one service is to be chosen', () => {
    shown(<ProjectForm />, 'Project Information');
    const group = screen.getByRole('group', { name: /Services Interested In/ });
    expect(group).toHaveAccessibleName(/\(choose at least one\)$/);
  });
});

describe('a lead form sent before its scripts arrive', () => {
  let container: HTMLDivElement | undefined;
  afterEach(() => container?.remove());

  it.each([
    ['the contact form', <ContactForm key="c" />, 'Send us a message'],
    ['the project form', <ProjectForm key="p" />, 'Project Information'],
  ])(
    '%s goes nowhere (a form outside a dialog with method "dialog" is not sent by the browser)',
    (_, element, name) => {
      container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = renderToString(withStore(element));
      const form = screen.getByRole<HTMLFormElement>('form', { name });
      expect(form.method).toBe('dialog');
    },
  );
});
