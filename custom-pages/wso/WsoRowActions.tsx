/** A list row's actions by role and status (spec part 2 §2, §4): the server sends what the workflow table allows. */
import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { useListContext, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { WSO_CREATORS } from '../../domain/wsoWorkflow.js';
import { ConfirmDialog } from '../../src/components/ConfirmDialog.js';
import { errorMessage, LIST_PATH, QUOTATION_LIST_PATH, useProvider, type WsoRow } from './api.js';
import { RejectDialog } from './RejectDialog.js';
import { useIdentity } from '../../src/useIdentity.js';

/** The form of an order: the quotation-bound one lives under its quotation. */
export const formPath = (r: { id: number; quotation_id: number | null }) =>
  r.quotation_id ? `${QUOTATION_LIST_PATH}/${r.quotation_id}/work-service-order` : `${LIST_PATH}/${r.id}`;

export function WsoRowActions() {
  const record = useRecordContext<WsoRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useProvider();
  const { refetch } = useListContext();
  const { role } = useIdentity();
  const [rejecting, setRejecting] = useState(false);
  const [asking, setAsking] = useState<'delete' | 'regenerate' | null>(null);
  if (!record) return null;
  // the app's dialog with the spec's questions, not the browser's native confirm
  const run = async () => {
    const what = asking;
    setAsking(null);
    if (what === 'regenerate') {
      try {
        await dp.send({ path: `/work-service-order/${record.id}/report-generation` });
        notify('caretaker.wso.notify.regenerated', { type: 'success' });
        await refetch();
      } catch (e) {
        notify(errorMessage(e), { type: 'error' });
      }
    } else if (what === 'delete') {
      try {
        await dp.send({ method: 'DELETE', path: `/work-service-order/${record.id}` });
        notify('caretaker.wso.notify.deleted', { type: 'success' });
        await refetch();
      } catch (e) {
        notify(errorMessage(e), { type: 'error' });
      }
    }
  };
  const can = (a: string) => record.actions.includes(a);
  const a = (k: string) => translate(`caretaker.wso.actions.${k}`);
  const openWord = can('submit') || can('draft') ? 'edit' : can('ma_verify') || can('om_approve') ? 'sign' : 'view';
  const postApproval = record.status === 'REJECTED' && (WSO_CREATORS as readonly string[]).includes(role);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" component={RouterLink} to={formPath(record)}>
        {a(postApproval ? 'post_approval' : openWord)}
      </Button>
      {record.status !== 'DRAFT' && (
        <Button size="small" component={RouterLink} to={`${LIST_PATH}/${record.id}/preview`}>
          {a('preview')}
        </Button>
      )}
      {can('regenerate') && (
        <Button size="small" onClick={() => setAsking('regenerate')}>
          {a('regenerate')}
        </Button>
      )}
      {can('reject') && (
        <Button size="small" color="error" onClick={() => setRejecting(true)}>
          {a('reject')}
        </Button>
      )}
      {can('delete') && (
        <Button size="small" color="error" onClick={() => setAsking('delete')}>
          {a('delete')}
        </Button>
      )}
      {asking && (
        <ConfirmDialog
          open
          title={`caretaker.wso.actions.${asking}`}
          content={`caretaker.wso.confirm.${asking}`}
          onClose={() => setAsking(null)}
          onConfirm={run}
        />
      )}
      {rejecting && (
        <RejectDialog
          id={record.id}
          onClose={() => setRejecting(false)}
          onDone={() => {
            setRejecting(false);
            void refetch();
          }}
        />
      )}
    </Box>
  );
}
