/**
 * A date field that always shows and takes `yyyy-MM-dd` (the spec's date format), whatever the browser's locale:
 * a text input with a calendar button that opens the browser's own date picker. A native `<input type="date">`
 * would display the operating system's format (e.g. mm/dd/yyyy).
 */
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { isIsoDate } from '../../../domain/dates.js';

export type IsoDateFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: string | null | undefined;
  onChange: (value: string) => void;
  /** Called after a date is picked from the calendar (a complete date, unlike typing). */
  onPick?: (value: string) => void;
};

export function IsoDateField({
  value,
  onChange,
  onPick,
  error,
  helperText,
  disabled,
  slotProps,
  ...rest
}: IsoDateFieldProps) {
  const translate = useTranslate();
  const picker = useRef<HTMLInputElement>(null);
  const text = value ?? '';
  const invalid = text !== '' && !isIsoDate(text);
  const open = () => {
    const el = picker.current;
    if (!el) return;
    el.value = isIsoDate(text) ? text : '';
    try {
      el.showPicker();
    } catch {
      el.click();
    }
  };
  return (
    <TextField
      {...rest}
      type="text"
      value={text}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value.trim())}
      error={error || invalid}
      helperText={helperText ?? (invalid ? translate('app.layout.date_invalid') : undefined)}
      placeholder="yyyy-MM-dd"
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true, ...(slotProps?.inputLabel as object) },
        htmlInput: { inputMode: 'numeric', maxLength: 10, ...(slotProps?.htmlInput as object) },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                disabled={disabled}
                aria-label={translate('app.layout.date_pick')}
                onClick={open}
              >
                <CalendarMonthIcon fontSize="small" />
              </IconButton>
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden
                style={{
                  position: 'absolute',
                  right: 0,
                  bottom: 0,
                  width: 1,
                  height: 1,
                  opacity: 0,
                  border: 0,
                  padding: 0,
                }}
                onChange={(e) => {
                  if (!e.target.value) return;
                  onChange(e.target.value);
                  onPick?.(e.target.value);
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
