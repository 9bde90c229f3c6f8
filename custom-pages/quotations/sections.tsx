/** Read-only sections of the quotation form: work-completion banner, status badge, documents, status history, item versions. */
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Card,
  CardContent,
  Chip,
  Grid,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useNotify, useTranslate } from 'react-admin';
import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { settled, useActionCall } from '../../src/useAction.js';
import { messageOf } from './api.js';
import { ConfirmDialog } from './modals.js';
import type { ReactNode } from 'react';
import { AttachmentList } from '../../src/components/attachments/index.js';
import type { Attachment as FileAttachment } from '../../src/components/attachments/index.js';
import { AuthImage } from '../../src/components/signature/index.js';
import { formatAmount, formatDeduction, parseMoney } from '../../domain/money.js';
import { CUSTODIAL_RATE_CENTS, CUSTODIAL_UNIT } from '../../domain/pricing.js';
import type { Attachment, HistoryEntry, Quotation } from './types.js';

import { StatusBadge, displayStatus, documentGroups } from './status.js';

// the list's light pieces live in status.tsx (its rows need them without the form's sections)
export { StatusBadge, displayStatus, documentGroups };

export function SectionCard({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ mb: 2, minWidth: 0, maxWidth: '100%' }}>
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            mb: 1,
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 6, md: 3, lg: 'grow' }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box sx={{ fontWeight: 500 }}>{children ?? '—'}</Box>
    </Grid>
  );
}

const hasValue = (v: unknown) => v !== null && v !== undefined && v !== '';

/** Work-completion banner (not shown when creating). */
export function CompletionBanner({ record }: { record: Quotation }) {
  const translate = useTranslate();
  const t = (k: string) => translate(`caretaker.quotations.banner.${k}`);
  return (
    <Card variant="outlined" sx={{ mb: 2, bgcolor: 'action.hover' }} aria-label={t('title')} role="region">
      <CardContent>
        <Grid container spacing={2}>
          <Info label={t('reference_number')}>{record.reference_number}</Info>
          <Info label={t('status')}>
            <StatusBadge status={displayStatus(record)} />
          </Info>
          {/* the spec gives no SLA rule (docs/workflows.md "SLA"): shown only when the server sends one */}
          {hasValue(record.sla_rejection) && <Info label={t('quotation_sla')}>{record.sla_rejection}</Info>}
          <Info label={t('claim_status')}>
            {record.claim_status ? <StatusBadge status={record.claim_status} /> : '—'}
          </Info>
          {hasValue(record.sla_claim_submission) && <Info label={t('claim_sla')}>{record.sla_claim_submission}</Info>}
          <Info label={t('epo_reference_no')}>{record.epo_reference_no || '—'}</Info>
          <Info label={t('epi_reference_no')}>{record.epi_reference_no || '—'}</Info>
        </Grid>
      </CardContent>
    </Card>
  );
}

export function DocumentGroups({
  record,
  editable = false,
  onChanged,
}: {
  record: Quotation | undefined;
  editable?: boolean;
  onChanged?: () => unknown;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [toDelete, setToDelete] = useState<Attachment | null>(null);
  const deleteFile = useActionCall(
    ({ id, file }: { id: number; file: number }, dp) => dp.quotationDeleteFile(id, file),
    {
      success: (json) => messageOf(json, 'caretaker.quotations.documents.deleted'),
      onSuccess: () => {
        setToDelete(null);
        onChanged?.();
      },
      onError: (e) => notify((e as Error).message || 'caretaker.quotations.notify.server_error', { type: 'error' }),
    },
  );
  const groups = documentGroups(record).filter((g) => g.files.length > 0);
  if (groups.length === 0) {
    return <Typography color="text.secondary">{translate('caretaker.quotations.documents.none')}</Typography>;
  }
  return (
    <>
      {groups.map((g) => (
        <Box key={g.uploader} sx={{ mb: 2 }} role="group" aria-label={g.uploader}>
          <Typography variant="subtitle2">
            {translate('caretaker.quotations.documents.uploaded_by', { name: g.uploader })}
          </Typography>
          <AttachmentList attachments={g.files as unknown as FileAttachment[]} readOnly />
          {editable && g.files.some((f) => f.can_delete) && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {g.files
                .filter((f) => f.can_delete)
                .map((f) => (
                  <Chip
                    key={f.id}
                    size="small"
                    variant="outlined"
                    label={f.name ?? f.file_name}
                    onDelete={() => setToDelete(f)}
                    deleteIcon={
                      <DeleteIcon
                        aria-label={translate('caretaker.quotations.documents.delete', { name: f.name ?? f.file_name })}
                      />
                    }
                  />
                ))}
            </Box>
          )}
        </Box>
      ))}
      <ConfirmDialog
        open={!!toDelete}
        title="caretaker.quotations.documents.delete_title"
        content="caretaker.quotations.documents.delete_confirm"
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && record && settled(deleteFile.mutateAsync({ id: record.id, file: toDelete.id }))}
      />
    </>
  );
}

function formatDateTime(value?: string | null): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function StatusHistory({ histories }: { histories: HistoryEntry[] | undefined }) {
  const translate = useTranslate();
  const list = histories ?? [];
  if (list.length === 0)
    return <Typography color="text.secondary">{translate('caretaker.quotations.history.empty')}</Typography>;
  // The history scrolls in its own box, which asks no width of the page (contain): its six columns' least width
  // otherwise widened the whole page on a tablet.
  return (
    <Box sx={{ overflowX: 'auto', width: '100%', contain: 'inline-size' }}>
      <Table size="small" aria-label={translate('caretaker.quotations.history.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('caretaker.quotations.history.user')}</TableCell>
            <TableCell>{translate('caretaker.quotations.history.approval_type')}</TableCell>
            <TableCell>{translate('caretaker.quotations.history.status')}</TableCell>
            <TableCell>{translate('caretaker.quotations.history.remarks')}</TableCell>
            <TableCell>{translate('caretaker.quotations.history.signature')}</TableCell>
            <TableCell>{translate('caretaker.quotations.history.date')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((h, i) => (
            <TableRow key={h.id ?? i}>
              <TableCell>{h.user?.full_name}</TableCell>
              <TableCell>{h.approval_type}</TableCell>
              <TableCell>
                <StatusBadge status={h.status || 'PENDING'} />
              </TableCell>
              <TableCell>{h.remarks}</TableCell>
              <TableCell>
                {h.signature ? (
                  <AuthImage src={h.signature} alt={translate('caretaker.quotations.history.signature')} height={40} />
                ) : null}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(h.updated_at ?? h.created_at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The contractor's 'Work flow history': every saved version of the items. */
export function ItemVersions({ versions }: { versions: Quotation['quotation_item_versions'] }) {
  const translate = useTranslate();
  const list = versions ?? [];
  if (list.length === 0)
    return <Typography color="text.secondary">{translate('caretaker.quotations.versions.empty')}</Typography>;
  return (
    <>
      {/* a closed version's table is not mounted: a 200-item quotation's versions were thousands of hidden cells,
          the largest part of the form's first render */}
      {list.map((v) => (
        <Accordion
          key={v.version}
          disableGutters
          variant="outlined"
          slotProps={{ transition: { unmountOnExit: true } }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography>
              {translate('caretaker.quotations.versions.version', { version: v.version })} · {v.user?.full_name ?? ''} ·{' '}
              {formatDateTime(v.created_at)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('caretaker.quotations.items.serial_no')}</TableCell>
                  <TableCell>{translate('caretaker.quotations.items.item_number')}</TableCell>
                  <TableCell>{translate('caretaker.quotations.items.description')}</TableCell>
                  <TableCell>{translate('caretaker.quotations.items.quantity')}</TableCell>
                  <TableCell>{translate('caretaker.quotations.items.unit')}</TableCell>
                  <TableCell align="right">{translate('caretaker.quotations.items.rate')}</TableCell>
                  <TableCell align="right">{translate('caretaker.quotations.items.amount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(v.items ?? []).map((it, i) => (
                  <VersionRow key={i} item={it} />
                ))}
              </TableBody>
            </Table>
          </AccordionDetails>
        </Accordion>
      ))}
    </>
  );
}

const cents = (dollars: unknown) => Math.round(Number(dollars ?? 0) * 100);

/** One item of a saved version, with its unit, rate and custodial discount lines (as the item table shows them). */
function VersionRow({
  item: it,
}: {
  item: NonNullable<NonNullable<Quotation['quotation_item_versions']>[number]['items']>[number];
}) {
  const unpriced = it.hasHeader || (it as { kind?: string }).kind === 'note';
  return (
    <>
      <TableRow>
        <TableCell>{unpriced ? '' : it.serial_no}</TableCell>
        <TableCell>{it.item_number}</TableCell>
        <TableCell>{it.hasHeader ? <b>{it.header}</b> : (it.item_description ?? it.note)}</TableCell>
        <TableCell>{unpriced ? '' : String(it.quantity)}</TableCell>
        <TableCell>{unpriced ? '' : it.unit}</TableCell>
        <TableCell align="right">
          {unpriced || it.rate === '' || it.rate === null || it.rate === undefined
            ? ''
            : formatAmount(parseMoney(it.rate) ?? 0)}
        </TableCell>
        <TableCell align="right">{unpriced ? '' : formatAmount(cents(it.amount))}</TableCell>
      </TableRow>
      {(it.subRows ?? []).map((line, j) => (
        <TableRow key={j} data-row="discount">
          <TableCell />
          <TableCell />
          <TableCell sx={{ pl: 4, fontStyle: 'italic' }}>{line.item_description}</TableCell>
          <TableCell>{String(line.quantity)}</TableCell>
          <TableCell>{line.unit ?? CUSTODIAL_UNIT}</TableCell>
          <TableCell align="right">{formatDeduction(CUSTODIAL_RATE_CENTS)}</TableCell>
          <TableCell align="right">{formatDeduction(cents(line.amount))}</TableCell>
        </TableRow>
      ))}
    </>
  );
}
