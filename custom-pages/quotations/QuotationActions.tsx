/**
 * Record actions by role and status (from the record's allowed_actions, i.e. domain/quotationWorkflow.ts):
 * void, reject, clone, delete, post approval, MOE-fund approval, regenerate report, update attachments,
 * the PDF report, the WSO link (APPROVED / COMPLETED) and 'Create claim' (COMPLETED, claim status PENDING).
 */
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useNotify, usePermissions, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { openSigned } from '../../src/components/attachments/fileUrl.js';
import { apiUrl } from '../../src/http.js';
import { LIST_PATH, messageOf } from './api.js';
import { documentGroups } from './status.js';
import type { Quotation, SchoolOption } from './types.js';
import type { QuotationUser } from './useWorkflowUser.js';
import { messageKey } from './validation.js';
import { SCREENS_READY } from '../../domain/screens.js';

const ActionDialogs = lazy(() => import('./ActionDialogs.js'));

export type ActionDialog =
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
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [open, setOpen] = useState<ActionDialog>(null);
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
  const isContractor = user.role === 'TERM-CONTRACTOR' || user.role === 'TERM-CONTRACTOR-QS';
  // the server says per file whether this user may rename, order and flag it: only those are offered
  const files = documentGroups(record)
    .flatMap((g) => g.files)
    .filter((f) => f.can_edit);
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

      {open && (
        // the dialogs' code (forms, uploads, signatures) loads when one is first opened: a list has a row of these
        <Suspense fallback={null}>
          <ActionDialogs
            open={open}
            record={record}
            user={user}
            schools={schools}
            files={files}
            compact={compact}
            onChanged={onChanged}
            close={close}
            done={done}
            fail={fail}
          />
        </Suspense>
      )}
    </Box>
  );
}
