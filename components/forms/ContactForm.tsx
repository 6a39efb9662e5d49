// 'Send us a message' (spec §3 Contact form): name, email, phone, company, message → send-contact-form.
import { notices } from '../../content/notices';
import { contact } from '../../content/pages/contact';
import type { FormValues } from '../../machines/formMachine';
import { FUNCTIONS, contactSchema, type ContactInput } from '../../supabase/functions/_shared/contract/schemas';
import { Honeypot, PrivacyNote, SubmitButton, TextArea, TextField } from './Field';
import { schemaValidator, textOf, useLeadForm } from './useLeadForm';

const contactInitialValues: FormValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  message: '',
};
const validateContact = schemaValidator(contactSchema);
const toPayload = (v: FormValues): ContactInput => ({
  name: textOf(v, 'name'),
  email: textOf(v, 'email'),
  phone: textOf(v, 'phone'),
  company: textOf(v, 'company'),
  message: textOf(v, 'message'),
});

export function ContactForm() {
  const form = useLeadForm({
    formId: 'contact',
    initialValues: contactInitialValues,
    validate: validateContact,
    functionName: FUNCTIONS.contactForm,
    toPayload,
    success: notices.contactSuccess,
    failure: notices.contactFailure,
  });
  return (
    <form
      className="relative space-y-5 rounded-3xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8"
      aria-labelledby="contact-form-title"
      // Outside a <dialog>, a submit before hydration goes nowhere (see SubmitButton); after, onSubmit sends it.
      method="dialog"
      noValidate
      onFocus={form.onFocus}
      onSubmit={form.onSubmit}
    >
      <h2 id="contact-form-title" className="heading-block text-ink">
        {contact.formTitle}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" required autoComplete="name" {...form.bind('name')} />
        <TextField label="Email" type="email" required autoComplete="email" {...form.bind('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...form.bind('phone')} />
        <TextField label="Company" autoComplete="organization" {...form.bind('company')} />
      </div>
      <TextArea label="Message" required rows={5} {...form.bind('message')} />
      <Honeypot {...form.honeypot} />
      <div>
        <SubmitButton submitting={form.submitting}>Send Message</SubmitButton>
        <PrivacyNote />
      </div>
    </form>
  );
}
