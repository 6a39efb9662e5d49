// The form controls (components/forms/Field.tsx) alone, as a visitor and a screen reader meet them: a label tied to
// its control, the asterisk of a required field, a hint that gives way to the error, the error tied to the control,
// the honeypot no person sees or reaches, and the submit button while sending (spec §4: disabled, 'Submitting...'),
// with the focus kept in the form.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ControlMark, FieldError, Honeypot, SubmitButton, TextArea, TextField } from '../../components/forms/Field';

describe('a text field', () => {
  it('labels its control, marks it required with an asterisk hidden from screen readers, and shows its hint', () => {
    render(<TextField id="name" label="Your name" required hint="As it should appear on the reply" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your name' });
    expect(input.labels?.[0]).toHaveTextContent('Your name *');
    expect(input).toHaveAttribute('id', 'name');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('As it should appear on the reply')).toBeInTheDocument();
  });

  it('not required: no asterisk; another type kept; attributes passed on', () => {
    render(<TextField id="email" label="E-mail" type="email" autoComplete="email" aria-describedby="email-error" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).not.toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(screen.queryByText('*')).toBeNull();
  });

  it('with an error: the error in place of the hint, under the id the control points to', () => {
    render(
      <TextField
        id="email"
        label="E-mail"
        hint="We reply to this address"
        error="Please enter a valid e-mail address."
        aria-describedby="email-error"
      />,
    );
    expect(screen.queryByText('We reply to this address')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Please enter a valid e-mail address.',
    );
  });

  it('a text area: labelled, required, its error tied to it', () => {
    render(
      <TextArea
        id="message"
        label="Message"
        required
        error="Please enter a message."
        aria-describedby="message-error"
      />,
    );
    const area = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    expect(area.labels?.[0]).toHaveTextContent('Message *');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toBeRequired();
    expect(area).toHaveAccessibleDescription('Please enter a message.');
  });

  it('no error: nothing shown', () => {
    const { container } = render(<FieldError id="x" error="" />);
    expect(container).toBeEmptyDOMElement();
  });
});

it("a checkbox's drawn tick: the path it is given, hidden from screen readers", () => {
  const { container } = render(<ControlMark d="M4 10l4 4 8-8" className="" />);
  const svg = container.querySelector('svg')!;
  expect(svg).toHaveAttribute('aria-hidden', 'true');
  expect(svg.querySelector('path')).toHaveAttribute('d', 'M4 10l4 4 8-8');
});

describe('the honeypot', () => {
  it('a field named hp that no one reaches by Tab, no browser fills in and no screen reader announces', () => {
    const onChange = vi.fn();
    const { container } = render(<Honeypot id="contact-hp" value="" onChange={onChange} />);
    const input = container.querySelector('input')!;
    expect(input).toHaveAttribute('name', 'hp');
    expect(input).toHaveAttribute('id', 'contact-hp');
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container).toHaveTextContent('Leave this field empty');
    fireEvent.change(input, { target: { value: 'bot was here' } });
    expect(onChange).toHaveBeenCalledWith('bot was here');
  });
});

describe('the submit button', () => {
  function Form({ onSubmit }: { onSubmit?: () => void }) {
    const [submitting, setSubmitting] = useState(false);
    return (
      <>
        <form aria-label="Contact" onSubmit={(e) => (e.preventDefault(), onSubmit?.())}>
          <input aria-label="Name" />
          <SubmitButton submitting={submitting}>Send Message</SubmitButton>
        </form>
        <button onClick={() => setSubmitting((s) => !s)}>toggle</button>
      </>
    );
  }
  const toggle = () => fireEvent.click(screen.getByRole('button', { name: 'toggle' }));

  it("submits the form; while sending it is disabled and reads 'Submitting...'", () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Send Message' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'false');
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    toggle();
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('Submitting...');
  });

  it('focus on the button waits on the form while sending and comes back after a failure, the page not scrolled', () => {
    const formFocus = vi.spyOn(HTMLFormElement.prototype, 'focus');
    const buttonFocus = vi.spyOn(HTMLButtonElement.prototype, 'focus');
    render(<Form />);
    const button = screen.getByRole('button', { name: 'Send Message' });
    const form = screen.getByRole('form', { name: 'Contact' });
    button.focus();
    // The toggle stands in for the machine: clicking it would move focus, so its click is sent without focusing.
    toggle();
    expect(form).toHaveFocus();
    expect(form).toHaveAttribute('tabindex', '-1');
    toggle();
    expect(button).toHaveFocus();
    expect(formFocus).toHaveBeenCalledWith({ preventScroll: true });
    expect(buttonFocus).toHaveBeenLastCalledWith({ preventScroll: true });
    vi.restoreAllMocks();
  });

  it('focus dropped to the page by the disabled button is caught by the form too', () => {
    render(<Form />);
    (document.activeElement as HTMLElement | null)?.blur();
    toggle();
    expect(screen.getByRole('form', { name: 'Contact' })).toHaveFocus();
  });

  it('a visitor typing in a field while it sends keeps their place', () => {
    render(<Form />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    name.focus();
    toggle();
    expect(name).toHaveFocus();
    toggle();
    expect(name).toHaveFocus();
  });

  it('outside a form: nothing to move focus to, nothing breaks', () => {
    function Alone() {
      const [submitting, setSubmitting] = useState(false);
      return (
        <>
          <SubmitButton submitting={submitting}>Send</SubmitButton>
          <button onClick={() => setSubmitting(true)}>start</button>
        </>
      );
    }
    render(<Alone />);
    screen.getByRole('button', { name: 'Send' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'start' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  });
});
