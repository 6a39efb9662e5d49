// Labelled form controls with room for an inline error message (wired to validation in the forms issue).
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

const control =
  'mt-2 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-400 focus:border-brand-500 aria-[invalid=true]:border-rose-500';

function Label({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
      {children}
      {required && (
        <span className="text-rose-600" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

export function TextField({
  id,
  label,
  required,
  hint,
  ...input
}: { id: string; label: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      <input id={id} name={id} required={required} className={control} {...input} />
      {hint && <p className="mt-1.5 text-xs text-slate-600">{hint}</p>}
    </div>
  );
}

export function TextArea({
  id,
  label,
  required,
  ...textarea
}: { id: string; label: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      <textarea id={id} name={id} required={required} className={control} {...textarea} />
    </div>
  );
}
