/**
 * Update payment status (spec part 2 §2 quotation modals, §5 "Payment status"; issue 18): payment received (YES), the
 * total payment amount defaulting to the quotation's sub total, remarks; all required ('This field is required'). The
 * same rule runs on the server (domain/quotationValidation.ts validateQuotationPayment).
 */
import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { validateQuotationPayment } from '../../domain/quotationValidation.js';

export interface PaymentValues {
  payment_received: string;
  total_payment_amount: string;
  remarks: string;
}

export function PaymentStatusDialog({
  open,
  subTotal,
  onClose,
  onSubmit,
}: {
  open: boolean;
  subTotal: number | null | undefined;
  onClose: () => void;
  onSubmit: (v: PaymentValues) => Promise<void>;
}) {
  const translate = useTranslate();
  const [v, setV] = useState<PaymentValues>({ payment_received: 'YES', total_payment_amount: '', remarks: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setV({
        payment_received: 'YES',
        total_payment_amount: subTotal != null ? Number(subTotal).toFixed(2) : '',
        remarks: '',
      });
      setErrors({});
    }
  }, [open, subTotal]);
  const t = (k: string) => translate(`caretaker.quotations.actions.${k}`);
  const set = (k: keyof PaymentValues) => (e: { target: { value: string } }) =>
    setV((o) => ({ ...o, [k]: e.target.value }));
  async function save() {
    const problems = validateQuotationPayment({ ...v });
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      await onSubmit(v);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="payment-status-title">
      <DialogTitle id="payment-status-title">{t('payment')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          select
          id="payment-received"
          label={t('payment_received')}
          required
          value={v.payment_received}
          onChange={set('payment_received')}
          error={!!errors.payment_received}
          helperText={errors.payment_received}
        >
          <MenuItem value="YES">{t('payment_yes')}</MenuItem>
        </TextField>
        <TextField
          id="payment-amount"
          label={t('total_payment_amount')}
          required
          value={v.total_payment_amount}
          onChange={set('total_payment_amount')}
          error={!!errors.total_payment_amount}
          helperText={errors.total_payment_amount}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          id="payment-remarks"
          label={t('payment_remarks')}
          required
          multiline
          minRows={3}
          value={v.remarks}
          onChange={set('remarks')}
          error={!!errors.remarks}
          helperText={errors.remarks}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
