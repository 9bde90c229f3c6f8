/** The public forms' fields (plain inputs styled by auth.css) and their checks, returning i18n keys. */
import { useId, useState, type ReactNode } from 'react';
import { useAuthKit } from './kit.js';

export type Check = (value: string, values: Record<string, string>) => string | undefined;

export const required: Check = (value) => (value.trim() ? undefined : 'ra.validation.required');
export const validEmail: Check = (value) =>
  !value || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? undefined : 'ra.validation.email';

/** Values, their errors (shown from the first submit on) and a submit handler that runs only when every check passes. */
export function useFormChecks(initial: Record<string, string>, checks: Record<string, Check[]>) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const errorsOf = (v: Record<string, string>) => {
    const out: Record<string, string | undefined> = {};
    for (const [name, list] of Object.entries(checks)) out[name] = list.map((c) => c(v[name] ?? '', v)).find(Boolean);
    return out;
  };
  const errors = submitted ? errorsOf(values) : {};
  return {
    values,
    errors,
    set: (name: string) => (value: string) => setValues((v) => ({ ...v, [name]: value })),
    onSubmit: (run: (values: Record<string, string>) => void) => (e: { preventDefault(): void }) => {
      e.preventDefault();
      setSubmitted(true);
      if (!Object.values(errorsOf(values)).some(Boolean)) run(values);
    },
  };
}

export interface FieldProps {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  error?: string;
  helper?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  readOnly?: boolean;
  required?: boolean;
}

export function Field({
  label,
  value,
  onChange,
  error,
  helper,
  type = 'text',
  autoComplete,
  autoFocus,
  readOnly,
  required: isRequired,
}: FieldProps) {
  const { translate } = useAuthKit();
  const id = useId();
  const note: ReactNode = error ? translate(error) : helper ? translate(helper) : null;
  return (
    <div className={`ct-field${error ? ' ct-field-error' : ''}`}>
      <label htmlFor={id}>
        {translate(label)}
        {isRequired ? ' *' : ''}
      </label>
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        readOnly={readOnly}
        aria-invalid={!!error}
        aria-describedby={note ? `${id}-note` : undefined}
      />
      {note ? (
        <p id={`${id}-note`} className="ct-field-note">
          {note}
        </p>
      ) : null}
    </div>
  );
}
