/** react-admin input for a `yyyy-MM-dd` date (see IsoDateField): validation, label and errors as any react-admin input. */
import { FieldTitle, InputHelperText, useInput, type InputProps } from 'react-admin';
import { isIsoDate } from '../../../domain/dates.js';
import { IsoDateField } from './IsoDateField.js';

const validDate = (value: unknown) =>
  value === null || value === undefined || value === '' || isIsoDate(String(value))
    ? undefined
    : 'app.layout.date_invalid';

export type IsoDateInputProps = InputProps & {
  fullWidth?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  helperText?: string | false;
  className?: string;
};

export function IsoDateInput({
  label,
  source,
  fullWidth,
  disabled,
  readOnly,
  helperText,
  className,
  validate,
  ...rest
}: IsoDateInputProps) {
  const validators = [validDate, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])];
  const { field, fieldState, isRequired } = useInput({
    source,
    validate: validators,
    // an empty field is stored as null, not ''
    parse: (v: string) => (v === '' ? null : v),
    format: (v: unknown) => (typeof v === 'string' ? v.slice(0, 10) : ''),
    ...rest,
  });
  // A form-level validator's message arrives as `{ message, args }` and an input validator's in react-admin's own
  // encoding: InputHelperText reads both (translating the raw value crashed the form on a cleared date).
  const message = fieldState.error?.message;
  return (
    <IsoDateField
      className={className}
      value={field.value as string}
      onChange={(v) => field.onChange(v)}
      onBlur={field.onBlur}
      name={field.name}
      inputRef={field.ref}
      label={label === false ? undefined : <FieldTitle label={label} source={source} isRequired={isRequired} />}
      fullWidth={fullWidth}
      disabled={disabled || readOnly}
      error={!!fieldState.error && (fieldState.isTouched || fieldState.invalid)}
      // A validator's message comes as a string, a serialised key (`@@react-admin@@"key"`) or a form-level
      // `{ message, args }` object: InputHelperText (react-admin's ValidationError) reads and translates each.
      helperText={message ? <InputHelperText error={message} /> : helperText || undefined}
      margin="dense"
      size="small"
    />
  );
}
