/**
 * The cover (spec part 3 §2, §6): addresses, reference and description, the month's figures per school type, KPI (+ for
 * an addition, − and brackets for a deduction), liquidated damages, sub-total, GST and grand total; the claim date; the
 * term contractor's Prepared by and the managing agent's Checked & certified correct by, each signed while the claim is
 * not PENDING; Submit for a DRAFT.
 */
import { useRef, useState } from 'react';
import { Alert, Box, Button, Paper, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { IsoDateField } from '../../src/components/date/index.js';
import { isIsoDate } from '../../domain/dates.js';
import { MSG } from '../../domain/messages.js';
import {
  EMPTY_SIGNATURE,
  hasSignature,
  SignatureBlock,
  signatureFields,
  type SignatureValue,
} from '../../src/components/signature/index.js';
import { formatAmount, formatMoney } from '../../src/format.js';
import { useActionCall } from '../../src/useAction.js';
import type { CopTabData, Signer } from './api.js';
import { todayIn } from '../../domain/calendar.js';
import { useTimeZone } from '../../src/appConfig.js';

const given = (s: Signer | null) =>
  s ? { src: s.signature, name: s.name, details: s.signature_details, date: s.signed_at?.slice(0, 10) } : null;

function SignerBlock({
  id,
  title,
  signer,
  canSign,
  value,
  onChange,
}: {
  id: string;
  title: string;
  signer: Signer | null;
  canSign: boolean;
  value: SignatureValue;
  onChange: (v: SignatureValue) => void;
}) {
  const translate = useTranslate();
  if (canSign) return <SignatureBlock id={id} title={title} value={value} onChange={onChange} />;
  if (signer) return <SignatureBlock id={id} title={title} readOnly given={given(signer)} />;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      <Typography color="text.secondary">{translate('caretaker.cop.cover.not_signed')}</Typography>
    </Paper>
  );
}

export function CoverTab({ data }: { data: CopTabData }) {
  const translate = useTranslate();
  const claim = data.claim;
  const c = data.cover!;
  const t = (k: string, o?: object) => translate(`caretaker.cop.cover.${k}`, o);
  const timeZone = useTimeZone();
  const [claimDate, setClaimDate] = useState(claim.claim_date ?? todayIn(timeZone));
  const claimDateInput = useRef<HTMLInputElement>(null);
  const [prepared, setPrepared] = useState<SignatureValue>(EMPTY_SIGNATURE);
  const [checked, setChecked] = useState<SignatureValue>(EMPTY_SIGNATURE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const can = (a: string) => claim.actions.includes(a);

  const step = useActionCall(
    ({ step, body }: { step: 'sign' | 'submit'; body: Record<string, string>; success: string }, dp) =>
      dp[step === 'sign' ? 'copSign' : 'copSubmit'](claim.id, body),
    {
      success: (_r, { success }) => success,
      invalidate: [['caretaker.cop', String(claim.id)], ['caretaker.cop.list']],
      fieldErrors: setErrors,
    },
  );
  const send = (name: 'sign' | 'submit', body: Record<string, string>, success: string) => {
    setErrors({});
    step.mutate({ step: name, body, success });
  };
  const sign = () => {
    if (!hasSignature(checked))
      return setErrors({ signature: translate('app.messages.signatureMissing', { _: MSG.signatureMissing }) });
    send('sign', signatureFields(checked), 'caretaker.cop.cover.signed');
  };
  const submit = () => {
    // a claim date that does not exist is not sent (the server refuses it): the field says so and takes the focus
    if (claimDate !== '' && !isIsoDate(claimDate)) {
      claimDateInput.current?.focus();
      return setErrors({ claim_date: translate('app.layout.date_invalid') });
    }
    const sig = hasSignature(prepared) ? signatureFields(prepared) : {};
    if (!claim.prepare_details && !hasSignature(prepared))
      return setErrors({ signature: translate('app.messages.signatureMissing', { _: MSG.signatureMissing }) });
    send(
      'submit',
      {
        ...sig,
        status: 'PENDING',
        claim_date: claimDate,
        payment: String(c.total_month_amount),
        gst: String(c.gst),
        gst_amount: String(c.gst_amount),
        sub_total: String(c.sub_total),
        liquidated_damages: String(c.liquidated_damages),
        grand_total: String(c.grand_total),
        kpi_percentage: String(c.kpi_percentage),
        kpi_percentage_amount: String(c.kpi_percentage_amount),
        kpi_type: c.kpi_type,
      },
      'caretaker.cop.cover.submitted',
    );
  };

  const deduction = (v: number) => `(${formatAmount(Math.abs(v))})`;
  const kpiSign = c.kpi_type === 'ADDITIONAL' ? '+' : '-';
  const lines: [string, string][] = [
    [t('contract_sum'), formatMoney(c.contract_sum)],
    ...c.school_types.map(
      (s) => [t('payment_for', { type: s.school_type }), formatMoney(s.payment)] as [string, string],
    ),
    [claim.total_label, formatMoney(c.total_month_amount)],
    [
      t('kpi', { percent: `${kpiSign}${c.kpi_percentage} %` }),
      c.kpi_percentage_amount < 0 ? deduction(c.kpi_percentage_amount) : formatMoney(c.kpi_percentage_amount),
    ],
    [t('ld'), deduction(c.liquidated_damages)],
    [t('sub_total'), formatMoney(c.sub_total)],
    [t('gst', { percent: c.gst }), formatMoney(c.gst_amount)],
    [t('grand_total'), formatMoney(c.grand_total)],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {claim.ministry_address.map((l) => (
          <Typography key={l}>{l}</Typography>
        ))}
        <Typography sx={{ mt: 1 }}>
          <strong>{t('attention')}:</strong> {claim.attention}
        </Typography>
        <Typography>
          <strong>{t('reference')}:</strong> {claim.reference_number}
        </Typography>
        <Typography>
          <strong>{t('contract_number')}:</strong> {claim.contract_number}
        </Typography>
        <Typography>
          <strong>{t('claim_no')}:</strong> {claim.payment_claim_no}
        </Typography>
        <Typography sx={{ mt: 1 }}>
          <strong>{t('description')}:</strong> {claim.description}
        </Typography>
      </Paper>
      <Paper variant="outlined">
        <Table size="small" aria-label={claim.total_label}>
          <TableBody>
            {lines.map(([k, v]) => (
              <TableRow key={k}>
                <TableCell component="th" scope="row">
                  {k}
                </TableCell>
                <TableCell align="right" data-testid={`cover-${k}`}>
                  {v}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Box>
        {can('submit') ? (
          <IsoDateField
            label={t('claim_date')}
            value={claimDate}
            onChange={setClaimDate}
            inputRef={claimDateInput}
            error={!!errors.claim_date}
            helperText={errors.claim_date}
          />
        ) : (
          <Typography>
            <strong>{t('claim_date')}:</strong> {claim.claim_date ?? ''}
          </Typography>
        )}
      </Box>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <SignerBlock
          id="cop-prepared"
          title={t('prepared_by')}
          signer={claim.prepare_details}
          canSign={can('submit') || can('sign_prepared')}
          value={prepared}
          onChange={setPrepared}
        />
        <Box>
          <SignerBlock
            id="cop-checked"
            title={t('checked_by')}
            signer={claim.check_details}
            canSign={can('sign_checked')}
            value={checked}
            onChange={setChecked}
          />
          {can('sign_checked') && (
            <Button sx={{ mt: 1 }} variant="contained" disabled={step.isPending} onClick={sign}>
              {t('sign')}
            </Button>
          )}
        </Box>
      </Box>
      {(errors.signature || errors.check_signature) && (
        <Alert severity="error">{errors.signature ?? errors.check_signature}</Alert>
      )}
      {can('submit') && !claim.check_details && <Alert severity="info">{t('needs_check')}</Alert>}
      {can('submit') && (
        <Box>
          <Button variant="contained" disabled={step.isPending} onClick={submit}>
            {t('submit')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
