/**
 * The dynamic fields of a tree (spec part 3 §3) rendered from data: one component per field type, so a new type is one
 * entry here (and one in domain/treeFields.ts and schemas/treeField.ts). Photo fields show their count: photos are
 * added on the evidence page.
 */
import type { ComponentType } from 'react';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TreeField, TreeFieldType } from '../../domain/treeFields.js';

export interface FieldProps {
  field: TreeField;
  id: string;
  readOnly: boolean;
  onChange: (field: TreeField) => void;
  /** Photo fields: how many photos the tree has of this kind. */
  photoCount?: number;
}

const str = (v: TreeField['value']) => (typeof v === 'string' ? v : '');

function TextInput({ field, id, readOnly, onChange, multiline }: FieldProps & { multiline?: boolean }) {
  return (
    <TextField
      id={id}
      size="small"
      fullWidth
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      label={field.label}
      value={str(field.value)}
      onChange={(e) => onChange({ ...field, value: e.target.value })}
      slotProps={{ input: { readOnly } }}
    />
  );
}

function Choice({ field, id, readOnly, onChange, options }: FieldProps & { options: string[] }) {
  return (
    <FormControl disabled={readOnly}>
      <FormLabel id={`${id}-label`}>{field.label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={`${id}-label`}
        value={str(field.value)}
        onChange={(e) => onChange({ ...field, value: e.target.value })}
      >
        {options.map((o) => (
          <FormControlLabel key={o} value={o} control={<Radio size="small" />} label={o} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

function ReportInput(p: FieldProps) {
  const translate = useTranslate();
  return (
    <FormControl disabled={p.readOnly}>
      <FormLabel id={`${p.id}-label`}>{p.field.label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={`${p.id}-label`}
        value={str(p.field.value)}
        onChange={(e) => p.onChange({ ...p.field, value: e.target.value })}
      >
        <FormControlLabel value="yes" control={<Radio size="small" />} label={translate('caretaker.trees.yes')} />
        <FormControlLabel value="no" control={<Radio size="small" />} label={translate('caretaker.trees.no')} />
      </RadioGroup>
    </FormControl>
  );
}

function CheckboxInput({ field, id, readOnly, onChange }: FieldProps) {
  const ticked = Array.isArray(field.value) ? (field.value as string[]) : [];
  return (
    <FormControl component="fieldset" disabled={readOnly}>
      <FormLabel component="legend" id={`${id}-label`}>
        {field.label}
      </FormLabel>
      <FormGroup row>
        {(field.options ?? []).map((o) => (
          <FormControlLabel
            key={o}
            label={o}
            control={
              <Checkbox
                size="small"
                checked={ticked.includes(o)}
                onChange={(e) =>
                  onChange({ ...field, value: e.target.checked ? [...ticked, o] : ticked.filter((x) => x !== o) })
                }
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

function CustomInput({ field, id, readOnly, onChange }: FieldProps) {
  return (
    <FormGroup row sx={{ gap: 1.5 }}>
      {(field.inputs ?? []).map((input, n) => (
        <TextField
          key={input.name}
          id={`${id}-${input.name}`}
          size="small"
          label={input.label}
          value={input.value}
          onChange={(e) =>
            onChange({
              ...field,
              inputs: (field.inputs ?? []).map((x, i) => (i === n ? { ...x, value: e.target.value } : x)),
            })
          }
          slotProps={{ input: { readOnly } }}
        />
      ))}
    </FormGroup>
  );
}

function Dropdown({ field, id, readOnly, onChange }: FieldProps) {
  return (
    <TextField
      id={id}
      select
      size="small"
      sx={{ minWidth: 200 }}
      label={field.label}
      value={str(field.value)}
      disabled={readOnly}
      onChange={(e) => onChange({ ...field, value: e.target.value })}
    >
      <MenuItem value="">—</MenuItem>
      {(field.options ?? []).map((o) => (
        <MenuItem key={o} value={o}>
          {o}
        </MenuItem>
      ))}
    </TextField>
  );
}

function PhotoCount({ field, photoCount = 0 }: FieldProps) {
  const translate = useTranslate();
  return (
    <Typography variant="body2">
      {field.label}: {translate('caretaker.trees.photo_count', { smart_count: photoCount })}
    </Typography>
  );
}

/** THE map: field type -> component. */
export const TREE_FIELD_COMPONENTS: Record<TreeFieldType, ComponentType<FieldProps>> = {
  text: (p) => <TextInput {...p} />,
  textarea: (p) => <TextInput {...p} multiline />,
  radio: (p) => <Choice {...p} options={p.field.options ?? []} />,
  dropdown: Dropdown,
  checkbox: CheckboxInput,
  report: ReportInput,
  custom_input: CustomInput,
  file: PhotoCount,
};

export function TreeFieldInput(props: FieldProps) {
  const Component = TREE_FIELD_COMPONENTS[props.field.type];
  return Component ? <Component {...props} /> : null;
}
