/**
 * The item table's dialogs (spec part 2 §2): replace and insert an FSR item, apply discounts, add a header or a note,
 * create a star rate. Each validates with domain/quotationValidation.ts and reports back to the items section.
 */
import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { RadioButtonGroupInput, TextInput, NumberInput, useNotify, useTranslate } from 'react-admin';
import {
  QUOTATION_MSG,
  validateDiscountFor,
  validateHeader,
  validateInsertItem,
  validateNote,
  validateReplaceItem,
  validateStarRate,
} from '../../domain/quotationValidation.js';
import { submitErrors, useAction } from '../../src/useAction.js';
import { messageOf } from './api.js';
import { FsrPicker } from './FsrPicker.js';
import type { Position } from './items.js';
import type { PricingItemInput } from '../../domain/pricing.js';
import type { FsrOption } from './types.js';
import { FormDialog } from './modals.js';
import { domainValidate, messageKey } from './validation.js';

type DiscountValues = {
  custodial_discount_quantity: string;
  custodial_discount_description: string;
  discount_application: 'selected_item' | 'all';
};

/** Apply discounts: a discount may not exceed an item it applies to (the form explains; the server refuses too). */
export function DiscountDialog({
  open,
  items,
  selectedIndex,
  onClose,
  onSubmit,
}: {
  open: boolean;
  items: readonly PricingItemInput[];
  /** The row the discount is for; undefined when it is for all items. */
  selectedIndex?: number;
  onClose: () => void;
  onSubmit: (v: DiscountValues) => unknown;
}) {
  const selectedItem = selectedIndex !== undefined;
  return (
    <FormDialog<DiscountValues>
      open={open}
      title="caretaker.quotations.modals.discount_title"
      onClose={onClose}
      validate={domainValidate((v: DiscountValues) => validateDiscountFor(items, v, selectedIndex))}
      record={{ discount_application: selectedItem ? 'selected_item' : 'all', custodial_discount_quantity: 1 }}
      onSubmit={(v) => onSubmit({ ...v, custodial_discount_quantity: String(v.custodial_discount_quantity) })}
      submitLabel="caretaker.quotations.actions.apply"
    >
      <NumberInput
        source="custodial_discount_quantity"
        label="caretaker.quotations.fields.custodial_discount_quantity"
        min={0}
        step={1}
      />
      <TextInput
        source="custodial_discount_description"
        label="caretaker.quotations.fields.custodial_discount_description"
      />
      <RadioButtonGroupInput
        source="discount_application"
        label="caretaker.quotations.fields.discount_application"
        choices={[
          ...(selectedItem ? [{ id: 'selected_item', name: 'caretaker.quotations.modals.discount_selected' }] : []),
          { id: 'all', name: 'caretaker.quotations.modals.discount_all' },
        ]}
      />
    </FormDialog>
  );
}

export function TextDialog({
  open,
  field,
  initial,
  onClose,
  onSubmit,
}: {
  open: boolean;
  field: 'header' | 'note';
  initial?: string | null;
  onClose: () => void;
  onSubmit: (text: string) => unknown;
}) {
  return (
    <FormDialog
      open={open}
      title={`caretaker.quotations.modals.${field}_title`}
      onClose={onClose}
      record={{ [field]: initial ?? '' }}
      validate={field === 'header' ? domainValidate(validateHeader) : domainValidate(validateNote)}
      onSubmit={(v) => onSubmit(v[field])}
      submitLabel="ra.action.save"
    >
      <TextInput source={field} label={`caretaker.quotations.fields.${field}`} multiline={field === 'note'} />
    </FormDialog>
  );
}

/** Insert FSR item: position Up or Down and an FSR item ('Please select an FSR item to proceed'). */
export function InsertDialog({
  open,
  onClose,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  onSubmit: (position: Position, option: FsrOption) => unknown;
}) {
  const translate = useTranslate();
  const [position, setPosition] = useState<string>('');
  const [option, setOption] = useState<FsrOption | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const close = () => {
    setPosition('');
    setOption(null);
    setErrors({});
    onClose();
  };
  const submit = () => {
    const e = validateInsertItem({ position, fsr_item: option?.value });
    setErrors(e);
    if (Object.keys(e).length === 0 && option) {
      onSubmit(position === 'Up' ? 'up' : 'down', option);
      close();
    }
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="insert-title">
      <DialogTitle id="insert-title">{translate('caretaker.quotations.modals.insert_title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('caretaker.quotations.fields.position')}
        </Typography>
        <RadioGroup
          row
          value={position}
          onChange={(e) => setPosition(e.target.value)}
          aria-label={translate('caretaker.quotations.fields.position')}
        >
          <FormControlLabel
            value="Up"
            control={<Radio />}
            label={translate('caretaker.quotations.modals.position_up')}
          />
          <FormControlLabel
            value="Down"
            control={<Radio />}
            label={translate('caretaker.quotations.modals.position_down')}
          />
        </RadioGroup>
        {errors.position && <FormHelperText error>{translate(messageKey(errors.position))}</FormHelperText>}
        <Box sx={{ mt: 2 }}>
          <FsrPicker
            value={option}
            onChange={setOption}
            error={errors.fsr_item ? translate(messageKey(errors.fsr_item)) : null}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={submit}>
          {translate('caretaker.quotations.actions.insert')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function ReplaceDialog({
  open,
  onClose,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  onSubmit: (option: FsrOption) => unknown;
}) {
  const translate = useTranslate();
  const [option, setOption] = useState<FsrOption | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOption(null);
    setError(null);
    onClose();
  };
  const submit = () => {
    const e = validateReplaceItem({ fsr_item: option?.value });
    if (e.fsr_item || !option) return setError(e.fsr_item ?? QUOTATION_MSG.selectFsrItem);
    onSubmit(option);
    close();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="replace-title">
      <DialogTitle id="replace-title">{translate('caretaker.quotations.modals.replace_title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ mt: 1 }}>
          <FsrPicker value={option} onChange={setOption} error={error ? translate(messageKey(error)) : null} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={submit}>
          {translate('caretaker.quotations.actions.replace')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface StarRateAnswer {
  data?: {
    id: number;
    item_number: string;
    item_description?: string;
    name?: string;
    item_group_description?: string | null;
    unit: string;
    rate: number;
    minimum?: number | null;
    category?: string | null;
  };
  message?: string;
}

/** Star rate form (rate ≥ 1, unit required, category, description) → 'Successfully created star rate'. */
export function StarRateDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (option: FsrOption) => unknown;
}) {
  const create = useAction(
    (v: { rate?: unknown; unit?: unknown; category?: string; item_description?: string }) => ({
      path: '/fsrs/create-star-rate',
      method: 'POST',
      body: { rate: v.rate, unit: v.unit, category: v.category ?? '', item_description: v.item_description ?? '' },
    }),
    {
      success: (json: StarRateAnswer) => messageOf(json, 'caretaker.quotations.notify.star_rate_created'),
      onSuccess: async (json: StarRateAnswer) => {
        const d = json.data;
        if (d) {
          await onCreated({
            value: d.id,
            item_number: d.item_number,
            item_description: d.item_description ?? d.name ?? '',
            item_group_description: d.item_group_description ?? null,
            unit: d.unit,
            rate: d.rate,
            minimum: d.minimum ?? null,
            is_star_rate: true,
            category: d.category ?? null,
          });
        }
        onClose();
      },
      onError: (e) => notify((e as Error).message || 'caretaker.quotations.notify.server_error', { type: 'error' }),
    },
  );
  const notify = useNotify();
  return (
    <FormDialog
      open={open}
      title="caretaker.quotations.modals.star_rate_title"
      onClose={onClose}
      validate={domainValidate(validateStarRate)}
      submitLabel="ra.action.save"
      onSubmit={(v) => submitErrors(create.mutateAsync(v))}
    >
      <TextInput source="rate" label="caretaker.quotations.fields.rate" />
      <TextInput source="unit" label="caretaker.quotations.fields.unit" />
      <TextInput source="category" label="caretaker.quotations.fields.category" />
      <TextInput source="item_description" label="caretaker.quotations.fields.item_description" multiline />
    </FormDialog>
  );
}
