// 'Project Information' (spec §3 Project request): contact details, services of interest, project details
// → send-project-request.
import { notices } from '../../content/notices';
import { getStarted } from '../../content/pages/get-started';
import { SERVICE_OPTIONS as serviceOptions, type ServiceOption } from '../../supabase/functions/_shared/contract/api';
import type { FormValues } from '../../machines/formMachine';
import { FUNCTIONS, projectSchema, type ProjectInput } from '../../supabase/functions/_shared/contract/schemas';
import {
  ControlMark,
  FieldError,
  Honeypot,
  PrivacyNote,
  RequiredMark,
  SubmitButton,
  TextArea,
  TextField,
} from './Field';
import { fieldId, schemaValidator, textOf, useLeadForm } from './useLeadForm';

const formId = 'project';
const initialValues: FormValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  website: '',
  services: [],
  budget: '',
  // spec §3: the timeline is held in state, no input shown; it is sent as held.
  timeline: '',
  message: '',
};
const validate = schemaValidator(projectSchema);
const toPayload = (v: FormValues): ProjectInput => ({
  name: textOf(v, 'name'),
  email: textOf(v, 'email'),
  phone: textOf(v, 'phone'),
  company: textOf(v, 'company'),
  website: textOf(v, 'website'),
  // The checkboxes' values are the service options; validation has checked them.
  services: v.services as ServiceOption[],
  budget: textOf(v, 'budget'),
  timeline: textOf(v, 'timeline'),
  message: textOf(v, 'message'),
});

export function ProjectForm() {
  const { sections } = getStarted;
  const form = useLeadForm({
    formId,
    initialValues,
    validate,
    functionName: FUNCTIONS.projectRequest,
    toPayload,
    success: notices.projectSuccess,
    failure: notices.projectFailure,
  });
  const chosen = form.values.services as string[];
  const servicesId = fieldId(formId, 'services');
  const servicesError = form.errors.services;
  return (
    <form
      className="relative space-y-10 rounded-3xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8"
      aria-labelledby="project-form-title"
      // Outside a <dialog>, a submit before hydration goes nowhere (see SubmitButton); after, onSubmit sends it.
      method="dialog"
      noValidate
      onFocus={form.onFocus}
      onSubmit={form.onSubmit}
    >
      <h2 id="project-form-title" className="heading-block text-ink">
        {getStarted.formTitle}
      </h2>
      <fieldset className="space-y-5">
        <legend className="font-display text-lg font-bold text-ink">{sections.contact}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Name" required autoComplete="name" {...form.bind('name')} />
          <TextField label="Email" type="email" required autoComplete="email" {...form.bind('email')} />
          <TextField label="Phone" type="tel" autoComplete="tel" {...form.bind('phone')} />
          <TextField label="Company" required autoComplete="organization" {...form.bind('company')} />
          <TextField
            label="Current website"
            type="url"
            placeholder="https://"
            autoComplete="url"
            {...form.bind('website')}
          />
        </div>
      </fieldset>
      <fieldset aria-describedby={servicesError ? `${servicesId}-error` : undefined}>
        <legend className="font-display text-lg font-bold text-ink">
          {sections.services}
          <RequiredMark />
          <span className="sr-only"> (choose at least one)</span>
        </legend>
        {/* On the fields' columns above (20 px apart; the buyer's review r30b: 12 px, 4 px off each side). */}
        <div className="mt-4 grid gap-3 sm:grid-cols-2 sm:gap-x-5">
          {serviceOptions.map((option, i) => (
            <label
              key={option}
              className="flex items-center gap-3 rounded-xl border border-slate-200 px-4 py-3 hover:border-brand-300 has-[:checked]:border-brand-400 has-[:checked]:bg-brand-50"
            >
              {/* The brand's own box and tick instead of the browser's default checkbox. */}
              <span className="relative flex h-5 w-5 flex-none">
                <input
                  type="checkbox"
                  id={i === 0 ? servicesId : undefined}
                  name="services"
                  value={option}
                  checked={chosen.includes(option)}
                  disabled={form.submitting}
                  aria-invalid={servicesError ? true : undefined}
                  onChange={(e) =>
                    form.change('services', e.target.checked ? [...chosen, option] : chosen.filter((s) => s !== option))
                  }
                  className="peer h-5 w-5 appearance-none rounded-md border border-slate-400 bg-white checked:border-brand-600 checked:bg-brand-600 disabled:opacity-60"
                />
                <ControlMark
                  d="m5 10.5 3.2 3L15 6.5"
                  className="inset-0 hidden h-5 w-5 text-white peer-checked:block"
                />
              </span>
              <span className="text-slate-800">{option}</span>
            </label>
          ))}
        </div>
        <FieldError id={servicesId} error={servicesError} />
      </fieldset>
      <fieldset className="space-y-5">
        <legend className="font-display text-lg font-bold text-ink">{sections.details}</legend>
        <TextField label="Budget" placeholder="$500 - $5,000" hint="A rough range is fine." {...form.bind('budget')} />
        <TextArea label="Tell us about your project" required rows={6} {...form.bind('message')} />
      </fieldset>
      <Honeypot {...form.honeypot} />
      <div>
        <SubmitButton submitting={form.submitting}>{getStarted.submitLabel}</SubmitButton>
        <PrivacyNote />
      </div>
    </form>
  );
}
