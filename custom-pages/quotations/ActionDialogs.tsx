/**
 * The dialogs of the quotation actions (QuotationActions.tsx), in their own chunk: loaded when the user first opens
 * one, so a list of quotations does not fetch the forms, uploads and signature pads behind its row menus.
 */
import { lazy } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { CaretakerDataProvider } from '../../src/dataProvider.js';
import { settled, useActionCall } from '../../src/useAction.js';
import { LIST_PATH, messageOf, useQuotation, useQuotationConfig } from './api.js';
import { CloneDialog, ConfirmDialog, RemarksDialog } from './modals.js';
import { PaymentStatusDialog } from './PaymentStatusDialog.js';
import { openReport, type ActionDialog } from './QuotationActions.js';
import { DocumentGroups } from './sections.js';
import type { Attachment, Quotation, SchoolOption } from './types.js';
import { quotableSchools, type QuotationUser } from './useWorkflowUser.js';
import { PostApprovalDialog, UpdateAttachmentsDialog } from './workflowDialogs.js';

// The inspections area's create flow, loaded when first asked for (its own chunk; QuotationActions' Suspense waits).
const CreateInspectionDialog = lazy(() =>
  import('../inspections/CreateInspectionDialog.js').then((m) => ({ default: m.CreateInspectionDialog })),
);

export default function ActionDialogs({
  open,
  record,
  user,
  schools,
  files,
  compact,
  onChanged,
  close,
  done,
  fail,
}: {
  open: ActionDialog;
  record: Quotation;
  user: QuotationUser;
  schools: SchoolOption[];
  files: Attachment[];
  compact: boolean;
  onChanged: () => unknown;
  close: () => void;
  done: (json: unknown, fallback: string) => void;
  fail: (e: unknown) => void;
}) {
  const notify = useNotify();
  const navigate = useNavigate();
  const config = useQuotationConfig();
  const version = record.version !== undefined ? { version: record.version } : {};
  // Each dialog's call and what follows it; the dialog's button stays busy until the call is settled.
  const action = useActionCall(
    ({ call }: { call: (dp: CaretakerDataProvider) => Promise<unknown>; then: (json: unknown) => unknown }, dp) =>
      call(dp),
    { onSuccess: (json, { then }) => then(json), onError: fail },
  );
  const run = (call: (dp: CaretakerDataProvider) => Promise<unknown>, then: (json: unknown) => unknown) =>
    settled(action.mutateAsync({ call, then }));
  return (
    <>
      {(open === 'void' || open === 'reject') && (
        <RemarksDialog
          open
          kind={open === 'reject' ? 'reject' : 'void'}
          onClose={close}
          onSubmit={(remarks) =>
            run(
              (dp) => dp.quotationStep(record.id, open === 'reject' ? 'reject' : 'void', { remarks, ...version }),
              (json) =>
                done(
                  json,
                  open === 'void' ? 'caretaker.quotations.notify.voided' : 'caretaker.quotations.notify.rejected',
                ),
            )
          }
        />
      )}
      {open === 'payment' && (
        <PaymentStatusDialog
          open
          subTotal={record.sub_total_amount as number | null | undefined}
          onClose={close}
          onSubmit={(v) =>
            run(
              (dp) => dp.quotationStep(record.id, 'update-payment-status', { ...v, ...version }),
              (json) => done(json, 'caretaker.quotations.notify.paid'),
            )
          }
        />
      )}
      {open === 'clone' && (
        <CloneDialog
          open
          schools={quotableSchools(schools, user)}
          trades={config.trades}
          onClose={close}
          onSubmit={(v) =>
            run(
              (dp) => dp.quotationStep<{ data?: { id?: number }; message?: string }>(record.id, 'clone', v),
              (answer) => {
                const json = answer as { data?: { id?: number }; message?: string } | undefined;
                notify(messageOf(json, 'caretaker.quotations.notify.cloned'), { type: 'success' });
                close();
                // the list shows the new draft when the user comes back to it
                if (compact) onChanged();
                navigate(json?.data?.id ? `${LIST_PATH}/${json.data.id}` : LIST_PATH);
              },
            )
          }
        />
      )}
      {open === 'delete' && (
        <ConfirmDialog
          open
          title="caretaker.quotations.modals.delete_title"
          content="caretaker.quotations.modals.delete_confirm"
          onClose={close}
          onConfirm={() =>
            run(
              (dp) => dp.quotationRemove(record.id),
              (json) => {
                notify(messageOf(json, 'caretaker.quotations.notify.deleted'), { type: 'success' });
                close();
                // in the list, the row goes at once (issue 8 §5); the form page of the deleted quotation returns to the list
                if (compact) onChanged();
                else navigate(LIST_PATH);
              },
            )
          }
        />
      )}
      {open === 'regenerate' && (
        <ConfirmDialog
          open
          title="caretaker.quotations.modals.regenerate_title"
          content="caretaker.quotations.modals.regenerate_confirm"
          note="caretaker.quotations.modals.regenerate_note"
          onClose={close}
          onConfirm={() =>
            run(
              (dp) => dp.quotationRegenerateReport(record.id),
              (json) => {
                done(json, 'caretaker.quotations.notify.regenerated');
                // the server generates at once: show the new report straight away
                openReport(null, record.id, fail);
              },
            )
          }
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
        <CreateInspectionDialog
          quotation={{
            id: record.id,
            reference: record.reference_number ?? `#${record.id}`,
            school: record.school_id ? { id: record.school_id, name: record.school?.name ?? '' } : null,
            location: record.location ?? null,
          }}
          onClose={close}
        />
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
    </>
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
