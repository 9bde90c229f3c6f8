/**
 * Record actions by role and status (from the record's allowed_actions, i.e. domain/quotationWorkflow.ts):
 * void, reject, clone, delete, post approval, MOE-fund approval, regenerate report, update attachments,
 * the PDF report, the WSO link (APPROVED / COMPLETED) and 'Create claim' (COMPLETED, claim status PENDING).
 */
import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { api, apiUrl } from '../../src/http.js';
import { getToken } from '../../src/session.js';
import { LIST_PATH, messageOf, useQuotationConfig } from './api.js';
import { CloneDialog, ConfirmDialog, RemarksDialog } from './modals.js';
import { documentGroups } from './sections.js';
import type { Quotation, SchoolOption } from './types.js';
import type { QuotationUser } from './useWorkflowUser.js';
import { PostApprovalDialog, UpdateAttachmentsDialog } from './workflowDialogs.js';

type Open = 'void' | 'reject' | 'clone' | 'delete' | 'post_approval' | 'moe_fund_approve' | 'regenerate' | 'attachments' | null;

/** The cached PDF report of a quotation, with the token for a plain link. */
export function reportUrl(id: number | string): string {
  const token = getToken();
  return apiUrl(`/quotations/${id}/report`, token ? { token } : undefined);
}

export function QuotationActions({ record, allowed, user, schools, onChanged, compact = false }: { record: Quotation; allowed: readonly string[]; user: QuotationUser; schools: SchoolOption[]; onChanged: () => unknown; compact?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const config = useQuotationConfig();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const fail = (e: unknown) => notify((e as Error).message || 'caretaker.quotations.notify.server_error', { type: 'error' });
  const done = (json: unknown, fallback: string) => {
    notify(messageOf(json, fallback), { type: 'success' });
    close();
    onChanged();
  };
  const version = record.version !== undefined ? { version: record.version } : {};
  const isContractor = user.role === 'TERM-CONTRACTOR' || user.role === 'TERM-CONTRACTOR-QS';
  const files = documentGroups(record).flatMap((g) => g.files);
  const size = compact ? 'small' : 'medium';
  const btn = (key: string, onClick: () => void, color: 'primary' | 'error' | 'secondary' = 'primary') => (
    <Button key={key} size={size} variant="outlined" color={color} onClick={onClick}>
      {translate(`caretaker.quotations.actions.${key}`)}
    </Button>
  );

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {allowed.includes('post_approval') && btn('post_approval', () => setOpen('post_approval'))}
      {allowed.includes('moe_fund_approve') && btn('moe_fund_approve', () => setOpen('moe_fund_approve'))}
      {allowed.includes('reject') && btn('reject', () => setOpen('reject'), 'error')}
      {allowed.includes('void') && btn('void', () => setOpen('void'), 'error')}
      {allowed.includes('clone') && btn('clone', () => setOpen('clone'))}
      {allowed.includes('delete') && btn('delete', () => setOpen('delete'), 'error')}
      {(record.status === 'APPROVED' || record.status === 'COMPLETED') && btn('wso', () => navigate(`${LIST_PATH}/${record.id}/work-service-order`))}
      {record.status === 'COMPLETED' && record.claim_status === 'PENDING' && isContractor &&
        btn('create_claim', () =>
          navigate('/works-order/claims/create', { state: { fund_type: record.source_fund, trade: record.trade, job_type: record.job_type, job: record.job, school_id: record.school_id, id: record.id } }),
        )}
      {files.length > 0 && record.status !== 'DRAFT' && btn('update_attachments', () => setOpen('attachments'))}
      {isContractor && record.status !== 'DRAFT' && btn('regenerate_report', () => setOpen('regenerate'))}
      {record.file_info && (
        <Button size={size} variant="outlined" href={reportUrl(record.id)} target="_blank" rel="noopener">
          {translate('caretaker.quotations.actions.report')}
        </Button>
      )}

      <RemarksDialog
        open={open === 'void' || open === 'reject'}
        kind={open === 'reject' ? 'reject' : 'void'}
        onClose={close}
        onSubmit={async (remarks) => {
          try {
            const json = await api(`/quotations/${record.id}/${open}`, { method: 'POST', body: { remarks, ...version } });
            done(json, open === 'void' ? 'caretaker.quotations.notify.voided' : 'caretaker.quotations.notify.rejected');
          } catch (e) {
            fail(e);
          }
        }}
      />
      <CloneDialog
        open={open === 'clone'}
        schools={schools}
        trades={config.trades}
        onClose={close}
        onSubmit={async (v) => {
          try {
            const json = await api<{ data?: { id?: number }; message?: string }>(`/quotations/${record.id}/clone`, { method: 'POST', body: v });
            notify(messageOf(json, 'caretaker.quotations.notify.cloned'), { type: 'success' });
            close();
            navigate(json?.data?.id ? `${LIST_PATH}/${json.data.id}` : LIST_PATH);
          } catch (e) {
            fail(e);
          }
        }}
      />
      <ConfirmDialog
        open={open === 'delete'}
        title="caretaker.quotations.modals.delete_title"
        content="caretaker.quotations.modals.delete_confirm"
        onClose={close}
        onConfirm={async () => {
          try {
            const json = await api(`/quotations/${record.id}`, { method: 'DELETE' });
            notify(messageOf(json, 'caretaker.quotations.notify.deleted'), { type: 'success' });
            close();
            navigate(LIST_PATH);
          } catch (e) {
            fail(e);
          }
        }}
      />
      <ConfirmDialog
        open={open === 'regenerate'}
        title="caretaker.quotations.modals.regenerate_title"
        content="caretaker.quotations.modals.regenerate_confirm"
        note="caretaker.quotations.modals.regenerate_note"
        onClose={close}
        onConfirm={async () => {
          try {
            const json = await api(`/quotations/${record.id}/report-generation`);
            done(json, 'caretaker.quotations.notify.regenerated');
            // the server generates at once: show the new report straight away
            window.open(reportUrl(record.id), '_blank', 'noopener');
          } catch (e) {
            fail(e);
          }
        }}
      />
      {(open === 'post_approval' || open === 'moe_fund_approve') && (
        <PostApprovalDialog open record={record} moeOnly={open === 'moe_fund_approve'} onClose={close} onDone={() => { close(); onChanged(); }} />
      )}
      {open === 'attachments' && <UpdateAttachmentsDialog open record={record} attachments={files} onClose={close} onDone={() => { close(); onChanged(); }} />}
    </Box>
  );
}
