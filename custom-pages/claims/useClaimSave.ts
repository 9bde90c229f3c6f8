/**
 * The claim form's Submit and Save as draft: the checks the server makes, said before sending (a quotation, the
 * percentages, the signature), then the claim as multipart with its files; the server's field messages come back under
 * the inputs, and a saved claim returns to the list.
 */
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { validateClaimForm } from '../../domain/claimValidation.js';
import { hasSignature, signatureFields, type SignatureValue } from '../../src/components/signature/index.js';
import { xhrUpload, type UploadQueue } from '../../src/components/upload/index.js';
import { useApiError } from '../../src/apiErrors.js';
import { useActionCall } from '../../src/useAction.js';
import { errorMessage, LIST_PATH, type Claim } from './api.js';
import { CONTACT_FIELDS, type HeaderValues } from './ClaimHeader.js';
import type { priceParts } from './pricing.js';

type Status = 'PENDING' | 'DRAFT';

export function useClaimSave({
  record,
  header,
  picks,
  priced,
  remainingOf,
  signature,
  queue,
  setErrors,
}: {
  record: Claim | null;
  header: HeaderValues;
  picks: Record<number, string>;
  priced: ReturnType<typeof priceParts>;
  remainingOf: (quotation: number, server: number) => number;
  signature: SignatureValue;
  queue: UploadQueue;
  setErrors: (errors: Record<string, string>) => void;
}) {
  const notify = useNotify();
  const navigate = useNavigate();
  const apiError = useApiError();
  const contacts = Object.fromEntries(CONTACT_FIELDS.map((k) => [k, header[k] ?? '']));
  const claimQuotations = Object.keys(picks)
    .map(Number)
    .map((q) => ({ quotation_id: q, claim_percentage: picks[q] }));
  const send = useActionCall(
    (status: Status) => {
      const form = new FormData();
      for (const k of [
        'source_fund',
        'trade',
        'school_id',
        'zone',
        'zone_code',
        'date',
        'job',
        'date_of_site_measurement',
        'remarks',
      ])
        form.append(k, String(header[k] ?? ''));
      form.append('contacts', JSON.stringify(contacts));
      form.append('job_type', JSON.stringify(header.job_type ?? []));
      form.append('claim_quotations', JSON.stringify(claimQuotations));
      form.append('status', status);
      form.append('total_amount', (priced.totals.total / 100).toFixed(2));
      if (record) form.append('version', String(record.version));
      if (status === 'PENDING') for (const [k, v] of Object.entries(signatureFields(signature))) form.append(k, v);
      for (const item of queue.items)
        if (item.status !== 'cancelled') form.append('supporting_documents[]', item.file, item.file.name);
      return xhrUpload({ path: record ? `/claims/${record.id}` : '/claims', body: form }).promise;
    },
    {
      success: 'caretaker.claims.notify.saved',
      invalidate: [['caretaker.claim']],
      onSuccess: () => navigate(LIST_PATH),
      fieldErrors: setErrors,
      onError: (e) => apiError(e, errorMessage(e) || 'caretaker.claims.notify.server_error'),
    },
  );

  function submit(status: Status) {
    const remaining = new Map(
      priced.parts.map((p) => [
        p.source.id,
        Math.round(remainingOf(p.source.id, p.source.remaining_claim_percentage) * 100),
      ]),
    );
    const local = validateClaimForm(
      {
        ...header,
        school_id: header.school_id || null,
        contacts,
        claim_quotations: claimQuotations,
        signature: hasSignature(signature) ? 'yes' : null,
      },
      { draft: status === 'DRAFT', remaining },
    );
    setErrors(local);
    if (local.claim_quotations) return notify('caretaker.claims.notify.select_quotation', { type: 'warning' });
    if (Object.keys(local).some((k) => k.endsWith('claim_percentage')))
      return notify('caretaker.claims.notify.percentage', { type: 'warning' });
    if (local.signature && Object.keys(local).length === 1)
      return notify('caretaker.claims.notify.signature', { type: 'warning' });
    if (Object.keys(local).length) return notify('ra.message.invalid_form', { type: 'warning' });
    send.mutate(status);
  }
  return { submit, isPending: send.isPending };
}
