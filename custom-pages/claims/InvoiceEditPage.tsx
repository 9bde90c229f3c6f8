/** /works-order/claims/{id}/invoiceEdit (spec part 2 §2): invoice number, date and payment amount, for the invoice team. */
import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Breadcrumbs,
  Button,
  CircularProgress,
  Link as MuiLink,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { xhrUpload } from '../../src/components/upload/index.js';
import { useActionCall } from '../../src/useAction.js';
import { errorMessage, LIST_PATH, useClaim, type Claim } from './api.js';
import { notifyWarnings, OverpaymentCheckbox } from './StepDialog.js';

export function InvoiceEditPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data: claim, isPending, error } = useClaim(id);
  const [v, setV] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (claim)
      setV({
        invoice_number: claim.invoice_number ?? '',
        invoice_date: claim.invoice_date ?? '',
        payment_amount: (claim.payment_amount ?? claim.total_amount).toFixed(2),
      });
  }, [claim]);
  const save = useActionCall(
    (c: Claim) => {
      const form = new FormData();
      for (const [k, value] of Object.entries(v)) form.append(k, value);
      form.append('version', String(c.version));
      return xhrUpload({ path: `/claims/${c.id}/invoice-update`, body: form }).promise;
    },
    {
      success: 'caretaker.claims.notify.invoice',
      onSuccess: (answer) => {
        notifyWarnings(notify, answer);
        // spec part 2 §2: after a save the claim list
        navigate(LIST_PATH);
      },
      fieldErrors: setErrors,
    },
  );
  if (isPending) return <CircularProgress sx={{ mt: 4 }} aria-label={translate('ra.page.loading')} />;
  if (error || !claim) return <Alert severity="error">{errorMessage(error)}</Alert>;
  const t = (k: string) => translate(`caretaker.claims.form.${k}`);
  return (
    <Box sx={{ pb: 4, maxWidth: 520 }}>
      <Breadcrumbs aria-label={t('breadcrumb')} sx={{ mt: 2, mb: 1 }}>
        <MuiLink component={RouterLink} to={LIST_PATH} underline="hover" color="inherit">
          {t('list')}
        </MuiLink>
        <Typography color="text.primary">{claim.reference_number}</Typography>
      </Breadcrumbs>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('caretaker.claims.actions.invoice_edit')}
      </Typography>
      <Stack spacing={2}>
        {(
          [
            ['invoice_number', 'text'],
            ['invoice_date', 'date'],
            ['payment_amount', 'text'],
          ] as const
        ).map(([k, type]) => (
          <TextField
            key={k}
            id={`invoice-${k}`}
            label={t(k)}
            type={type}
            required
            value={v[k] ?? ''}
            error={!!errors[k]}
            helperText={errors[k]}
            onChange={(e) => setV((o) => ({ ...o, [k]: e.target.value }))}
            slotProps={type === 'date' ? { inputLabel: { shrink: true } } : undefined}
          />
        ))}
        <OverpaymentCheckbox
          checked={v.confirm_overpayment === 'true'}
          onChange={(c) => setV((o) => ({ ...o, confirm_overpayment: c ? 'true' : '' }))}
        />
        <Stack direction="row" spacing={1}>
          <Button variant="contained" disabled={save.isPending} onClick={() => save.mutate(claim)}>
            {translate('caretaker.claims.buttons.save')}
          </Button>
          <Button onClick={() => navigate(`${LIST_PATH}/${claim.id}`)}>
            {translate('caretaker.claims.buttons.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

export default InvoiceEditPage;
