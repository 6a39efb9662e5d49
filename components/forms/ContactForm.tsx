// 'Send us a message' (spec §3 Contact form): name, email, phone, company, message.
import { contact } from '../../content/pages';
import { TextArea, TextField } from './Field';

export function ContactForm() {
  return (
    <form
      className="space-y-5 rounded-3xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8"
      aria-labelledby="contact-form-title"
      noValidate
    >
      <h2 id="contact-form-title" className="text-2xl font-bold text-ink">
        {contact.formTitle}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="name" label="Name" required autoComplete="name" />
        <TextField id="email" label="Email" type="email" required autoComplete="email" />
        <TextField id="phone" label="Phone" type="tel" autoComplete="tel" />
        <TextField id="company" label="Company" autoComplete="organization" />
      </div>
      <TextArea id="message" label="Message" required rows={5} />
      <button
        type="submit"
        className="bg-brand-gradient w-full rounded-full px-6 py-3 font-semibold text-white shadow-md"
      >
        Send Message
      </button>
    </form>
  );
}
