/**
 * Record actions by role and status (from the record's allowed_actions, i.e. domain/quotationWorkflow.ts):
 * void, reject, clone, delete, post approval, MOE-fund approval, regenerate report, update attachments,
 * the PDF report, the WSO link (APPROVED / COMPLETED) and 'Create claim' (COMPLETED, claim status PENDING).
 */
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Menu,
  MenuItem,
} from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useNotify, usePermissions, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { openSigned } from '../../src/components/attachments/index.js';
import { apiUrl } from '../../src/http.js';
import { useCaretakerDataProvider } from '../../src/useApi.js';
import { LIST_PATH, messageOf, useQuotation, useQuotationConfig } from './api.js';
import { CloneDialog, ConfirmDialog, RemarksDialog } from './modals.js';
import { DocumentGroups, documentGroups } from './sections.js';
import type { Quotation, SchoolOption } from './types.js';
import { quotableSchools, type QuotationUser } from './useWorkflowUser.js';
import { messageKey } from './validation.js';
import { PaymentStatusDialog } from './PaymentStatusDialog.js';
import { SCREENS_READY } from '../../domain/screens.js';
import { PostApprovalDialog, UpdateAttachmentsDialog } from './workflowDialogs.js';

// The inspections area's create flow, loaded when first asked for (its own chunk).
const CreateInspectionDialog = lazy(() =>
  import('../inspections/ChecklistTemplates.js').then((m) => ({ default: m.CreateInspectionDialog })),
);

type Open =
  | 'payment'
  | 'inspection'
  | 'void'
  | 'reject'
  | 'clone'
  | 'delete'
  | 'post_approval'
  | 'moe_fund_approve'
  | 'regenerate'
  | 'attachments'
  | 'documents'
  | null;

/** The cached PDF report of a quotation (opened in a new tab through a five-minute signed link). */
export function reportUrl(id: number | string): string {
  return apiUrl(`/quotations/${id}/report`);
}

/** Click on a report link: its plain href carries no credentials, so the tab opens on a freshly signed one instead. */
export function openReport(
  event: { preventDefault(): void } | null,
  id: number | string,
  onError: (e: unknown) => void,
): void {
  event?.preventDefault();
  openSigned(reportUrl(id)).catch(onError);
}

export function QuotationActions({
  record,
  allowed,
  user,
  schools,
  onChanged,
  compact = false,
}: {
  record: Quotation;
  allowed: readonly string[];
  user: QuotationUser;
  schools: SchoolOption[];
  onChanged: () => unknown;
  compact?: boolean;
}) {
  const dp = useCaretakerDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const config = useQuotationConfig();
  const [open, setOpen] = useState<Open>(null);
  const { permissions } = usePermissions<string[]>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setOpen(null);
  const fail = (e: unknown) => {
    notify(messageKey((e as Error).message) || 'caretaker.quotations.notify.server_error', { type: 'error' });
    // gone or changed meanwhile: show the rows (or the record) as they are now
    const status = (e as { status?: number }).status;
    if (status === 404 || status === 409) onChanged();
  };
  const done = (json: unknown, fallback: string) => {
    notify(messageOf(json, fallback), { type: 'success' });
    close();
    onChanged();
  };
  const version = record.version !== undefined ? { version: record.version } : {};
  const isContractor = user.role === 'TERM-CONTRACTOR' || user.role === 'TERM-CONTRACTOR-QS';
  const files = documentGroups(record).flatMap((g) => g.files);
  const entries: { key: string; onClick?: () => void; href?: string; color?: 'primary' | 'error' }[] = [];
  const add = (key: string, onClick: () => void, color: 'primary' | 'error' = 'primary') =>
    entries.push({ key, onClick, color });
  if (allowed.includes('post_approval')) add('post_approval', () => setOpen('post_approval'));
  if (allowed.includes('moe_fund_approve')) add('moe_fund_approve', () => setOpen('moe_fund_approve'));
  if (allowed.includes('reject')) add('reject', () => setOpen('reject'), 'error');
  if (allowed.includes('void')) add('void', () => setOpen('void'), 'error');
  if (allowed.includes('clone')) add('clone', () => setOpen('clone'));
  if (allowed.includes('delete')) add('delete', () => setOpen('delete'), 'error');
  if (allowed.includes('payment')) add('payment', () => setOpen('payment'));
  // links to screens of later areas show once those screens exist (domain/screens.ts)
  if (SCREENS_READY.workServiceOrder && (record.status === 'APPROVED' || record.status === 'COMPLETED'))
    add('wso', () => navigate(`${LIST_PATH}/${record.id}/work-service-order`));
  if (SCREENS_READY.claimCreate && record.status === 'COMPLETED' && record.claim_status === 'PENDING' && isContractor) {
    add('create_claim', () =>
      navigate('/works-order/claims/create', {
        state: {
          fund_type: record.source_fund,
          trade: record.trade,
          job_type: record.job_type,
          job: record.job,
          school_id: record.school_id,
          id: record.id,
        },
      }),
    );
  }
  if (
    SCREENS_READY.inspectionCreate &&
    (record.status === 'APPROVED' || record.status === 'COMPLETED') &&
    Array.isArray(permissions) &&
    permissions.includes('inspection.edit')
  )
    add('create_inspection', () => setOpen('inspection'));
  if (files.length > 0 && record.status !== 'DRAFT') add('update_attachments', () => setOpen('attachments'));
  if (isContractor && record.status !== 'DRAFT') add('regenerate_report', () => setOpen('regenerate'));
  // the server generates the report on demand and caches it per record version
  if (record.file_info || record.status !== 'DRAFT') entries.push({ key: 'report', href: reportUrl(record.id) });
  if (compact)
    entries.unshift(
      { key: 'preview', onClick: () => navigate(`${LIST_PATH}/${record.id}/preview`) },
      { key: 'documents', onClick: () => setOpen('documents') },
    );

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {compact ? (
        <>
          <Button
            size="small"
            variant="outlined"
            endIcon={<ArrowDropDownIcon />}
            onClick={(e) => setAnchor(e.currentTarget)}
            aria-haspopup="menu"
            aria-label={translate('caretaker.quotations.actions.menu', {
              reference: record.reference_number ?? record.id,
            })}
          >
            {translate('caretaker.quotations.columns.actions')}
          </Button>
          {/* mounted only while open: a list page has one of these per row */}
          {anchor && (
            <Menu anchorEl={anchor} open onClose={() => setAnchor(null)}>
              {entries.map((e) =>
                e.href ? (
                  <MenuItem
                    key={e.key}
                    component="a"
                    href={e.href}
                    target="_blank"
                    rel="noopener"
                    onClick={(ev: MouseEvent) => {
                      setAnchor(null);
                      openReport(ev, record.id, fail);
                    }}
                  >
                    {translate(`caretaker.quotations.actions.${e.key}`)}
                  </MenuItem>
                ) : (
                  <MenuItem
                    key={e.key}
                    sx={e.color === 'error' ? { color: 'error.main' } : undefined}
                    onClick={() => {
                      setAnchor(null);
                      e.onClick?.();
                    }}
                  >
                    {translate(`caretaker.quotations.actions.${e.key}`)}
                  </MenuItem>
                ),
              )}
            </Menu>
          )}
        </>
      ) : (
        entries.map((e) =>
          e.href ? (
            <Button
              key={e.key}
              variant="outlined"
              href={e.href}
              target="_blank"
              rel="noopener"
              onClick={(ev) => openReport(ev, record.id, fail)}
            >
              {translate(`caretaker.quotations.actions.${e.key}`)}
            </Button>
          ) : (
            <Button key={e.key} variant="outlined" color={e.color} onClick={e.onClick}>
              {translate(`caretaker.quotations.actions.${e.key}`)}
            </Button>
          ),
        )
      )}

      {(open === 'void' || open === 'reject') && (
        <RemarksDialog
          open
          kind={open === 'reject' ? 'reject' : 'void'}
          onClose={close}
          onSubmit={async (remarks) => {
            try {
              const json = await dp.quotationStep(record.id, open === 'reject' ? 'reject' : 'void', {
                remarks,
                ...version,
              });
              done(
                json,
                open === 'void' ? 'caretaker.quotations.notify.voided' : 'caretaker.quotations.notify.rejected',
              );
            } catch (e) {
              fail(e);
            }
          }}
        />
      )}
      {open === 'payment' && (
        <PaymentStatusDialog
          open
          subTotal={record.sub_total_amount as number | null | undefined}
          onClose={close}
          onSubmit={async (v) => {
            try {
              const json = await dp.quotationStep(record.id, 'update-payment-status', { ...v, ...version });
              done(json, 'caretaker.quotations.notify.paid');
            } catch (e) {
              fail(e);
            }
          }}
        />
      )}
      {open === 'clone' && (
        <CloneDialog
          open
          schools={quotableSchools(schools, user)}
          trades={config.trades}
          onClose={close}
          onSubmit={async (v) => {
            try {
              const json = await dp.quotationStep<{ data?: { id?: number }; message?: string }>(record.id, 'clone', v);
              notify(messageOf(json, 'caretaker.quotations.notify.cloned'), { type: 'success' });
              close();
              // the list shows the new draft when the user comes back to it
              if (compact) onChanged();
              navigate(json?.data?.id ? `${LIST_PATH}/${json.data.id}` : LIST_PATH);
            } catch (e) {
              fail(e);
            }
          }}
        />
      )}
      {open === 'delete' && (
        <ConfirmDialog
          open
          title="caretaker.quotations.modals.delete_title"
          content="caretaker.quotations.modals.delete_confirm"
          onClose={close}
          onConfirm={async () => {
            try {
              const json = await dp.quotationRemove(record.id);
              notify(messageOf(json, 'caretaker.quotations.notify.deleted'), { type: 'success' });
              close();
              // in the list, the row goes at once (issue 8 §5); the form page of the deleted quotation returns to the list
              if (compact) onChanged();
              else navigate(LIST_PATH);
            } catch (e) {
              fail(e);
            }
          }}
        />
      )}
      {open === 'regenerate' && (
        <ConfirmDialog
          open
          title="caretaker.quotations.modals.regenerate_title"
          content="caretaker.quotations.modals.regenerate_confirm"
          note="caretaker.quotations.modals.regenerate_note"
          onClose={close}
          onConfirm={async () => {
            try {
              const json = await dp.quotationRegenerateReport(record.id);
              done(json, 'caretaker.quotations.notify.regenerated');
              // the server generates at once: show the new report straight away
              openReport(null, record.id, fail);
            } catch (e) {
              fail(e);
            }
          }}
        />
      )}
      {(open === 'post_approval' || open === 'moe_fund_approve') && (
        <PostApprovalDialog
          open
          record={record}
          moeOnly={open === 'moe_fund_approve'}
          onClose={close}
          onDone={() => {
            close();
            onChanged();
          }}
        />
      )}
      {open === 'documents' && <DocumentsDialog id={record.id} onClose={close} />}
      {open === 'inspection' && (
        <Suspense fallback={null}>
          <CreateInspectionDialog
            quotation={{
              id: record.id,
              reference: record.reference_number ?? `#${record.id}`,
              school: record.school_id ? { id: record.school_id, name: record.school?.name ?? '' } : null,
              location: record.location ?? null,
            }}
            onClose={close}
          />
        </Suspense>
      )}
      {open === 'attachments' && (
        <UpdateAttachmentsDialog
          open
          record={record}
          attachments={files}
          onClose={close}
          onDone={() => {
            close();
            onChanged();
          }}
        />
      )}
    </Box>
  );
}

/** The documents of a quotation, grouped by uploader (list rows do not carry them: the record is fetched). */
function DocumentsDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const translate = useTranslate();
  const { data, isPending } = useQuotation(String(id));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="documents-title">
      <DialogTitle id="documents-title">{translate('caretaker.quotations.documents.title')}</DialogTitle>
      <DialogContent>{isPending ? <CircularProgress size={24} /> : <DocumentGroups record={data} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
