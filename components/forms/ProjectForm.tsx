// 'Project Information' (spec §3 Project request): contact details, services of interest, project details.
import { getStarted } from '../../content/pages';
import { serviceOptions } from '../../content/services';
import { TextArea, TextField } from './Field';

export const timelineOptions = [
  'As soon as possible',
  'Within 1 month',
  '1-3 months',
  '3-6 months',
  'Flexible',
] as const;

export function ProjectForm() {
  const { sections } = getStarted;
  return (
    <form
      className="space-y-10 rounded-3xl border border-slate-200 bg-white p-6 shadow-lg sm:p-10"
      aria-labelledby="project-form-title"
      noValidate
    >
      <h2 id="project-form-title" className="text-2xl font-bold text-ink">
        {getStarted.formTitle}
      </h2>
      <fieldset className="space-y-5">
        <legend className="text-lg font-semibold text-ink">{sections.contact}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField id="name" label="Name" required autoComplete="name" />
          <TextField id="email" label="Email" type="email" required autoComplete="email" />
          <TextField id="phone" label="Phone" type="tel" autoComplete="tel" />
          <TextField id="company" label="Company" required autoComplete="organization" />
          <TextField id="website" label="Current website" type="url" placeholder="https://" autoComplete="url" />
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-lg font-semibold text-ink">
          {sections.services}{' '}
          <span className="text-rose-600" aria-hidden="true">
            *
          </span>
        </legend>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {serviceOptions.map((option) => (
            <label
              key={option}
              className="flex items-center gap-3 rounded-xl border border-slate-200 px-4 py-3 hover:border-brand-300"
            >
              <input type="checkbox" name="services" value={option} className="h-4 w-4 accent-brand-600" />
              <span className="text-slate-800">{option}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-5">
        <legend className="text-lg font-semibold text-ink">{sections.details}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField id="budget" label="Budget" placeholder="$500 - $5,000" hint="A rough range is fine." />
          <div>
            <label htmlFor="timeline" className="block text-sm font-medium text-slate-800">
              Timeline
            </label>
            <select
              id="timeline"
              name="timeline"
              defaultValue=""
              className="mt-2 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900"
            >
              <option value="">Select a timeline</option>
              {timelineOptions.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          </div>
        </div>
        <TextArea id="message" label="Tell us about your project" required rows={6} />
      </fieldset>
      <div>
        <button
          type="submit"
          className="bg-brand-gradient w-full rounded-full px-6 py-3.5 font-semibold text-white shadow-md"
        >
          {getStarted.submitLabel}
        </button>
        <p className="mt-4 text-center text-sm text-slate-600">{getStarted.privacyNote}</p>
      </div>
    </form>
  );
}
