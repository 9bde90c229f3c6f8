/**
 * The quotation modals (spec part 2 §2): the form dialog they share, and the record actions' void, reject, clone,
 * delete and regenerate-report confirmations; the item table's dialogs are in itemDialogs.tsx. Each validates with
 * domain/quotationValidation.ts and reports back to the page, which makes the call.
 */
import type { FieldValues } from 'react-hook-form';
import type { ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Form, SaveButton, SelectInput, AutocompleteInput, TextInput, useTranslate } from 'react-admin';
import { validateClone, validateRemarks } from '../../domain/quotationValidation.js';
import type { SchoolOption } from './types.js';
import { domainValidate } from './validation.js';

interface FormDialogProps<V extends FieldValues> {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (values: V) => unknown;
  validate?: (values: V) => FieldValues;
  record?: Record<string, unknown>;
  submitLabel?: string;
  children: ReactNode;
}

/** A dialog holding a react-admin form (validation on submit, then on change). */
export function FormDialog<V extends FieldValues = FieldValues>({
  open,
  title,
  onClose,
  onSubmit,
  validate,
  record,
  submitLabel = 'caretaker.quotations.actions.submit',
  children,
}: FormDialogProps<V>) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="quotation-dialog-title">
      {open && (
        <Form
          // the form holds what its inputs hold; V names that shape for the caller
          onSubmit={onSubmit as (values: FieldValues) => unknown}
          validate={validate as ((values: FieldValues) => FieldValues) | undefined}
          record={record}
          mode="onTouched"
        >
          <DialogTitle id="quotation-dialog-title">{translate(title)}</DialogTitle>
          <DialogContent>
            <Box sx={{ pt: 1, display: 'flex', flexDirection: 'column' }}>{children}</Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <SaveButton label={submitLabel} icon={<></>} alwaysEnable />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}

/** Void / reject: 'Are you sure you want to … this item?' and remarks (required). */
export function RemarksDialog({
  open,
  kind,
  onClose,
  onSubmit,
}: {
  open: boolean;
  kind: 'void' | 'reject';
  onClose: () => void;
  onSubmit: (remarks: string) => unknown;
}) {
  const translate = useTranslate();
  return (
    <FormDialog
      open={open}
      title={`caretaker.quotations.modals.${kind}_title`}
      onClose={onClose}
      validate={domainValidate(validateRemarks)}
      onSubmit={(v) => onSubmit(v.remarks)}
      submitLabel={`caretaker.quotations.actions.${kind}`}
    >
      <DialogContentText sx={{ mb: 2 }}>{translate(`caretaker.quotations.modals.${kind}_confirm`)}</DialogContentText>
      <TextInput source="remarks" label="caretaker.quotations.fields.remarks" multiline minRows={3} />
    </FormDialog>
  );
}

export function CloneDialog({
  open,
  schools,
  trades,
  onClose,
  onSubmit,
}: {
  open: boolean;
  schools: SchoolOption[];
  trades: { value: string; label: string }[];
  onClose: () => void;
  onSubmit: (v: { school_id: number; trade: string }) => unknown;
}) {
  return (
    <FormDialog
      open={open}
      title="caretaker.quotations.modals.clone_title"
      onClose={onClose}
      validate={domainValidate(validateClone)}
      onSubmit={onSubmit}
      submitLabel="caretaker.quotations.actions.clone"
    >
      <AutocompleteInput
        source="school_id"
        label="caretaker.quotations.fields.school"
        choices={schools}
        optionText="name"
        optionValue="id"
      />
      <SelectInput
        source="trade"
        label="caretaker.quotations.fields.trade"
        choices={trades}
        optionText="label"
        optionValue="value"
      />
    </FormDialog>
  );
}

/** The app's confirmation dialog (shared by every area). */
export { ConfirmDialog } from '../../src/components/ConfirmDialog.js';
