/** An endpoint's delivery log, newest first: event, record, status, attempts, last answer or error; Replay sends again. */
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { useTranslate } from 'react-admin';
import { useAccess } from '../../src/access.js';
import { useAction } from '../../src/useAction.js';
import { formatDateTime } from '../../src/format.js';
import { NoRecords } from '../../src/generator/index.js';
import { errorMessage, useDeliveries, WEBHOOKS_KEY, type WebhookDelivery, type WebhookEndpoint } from './api.js';

function ReplayButton({ delivery }: { delivery: WebhookDelivery }) {
  const translate = useTranslate();
  const replay = useAction(() => ({ method: 'POST', path: `/webhooks/deliveries/${delivery.id}/replay` }), {
    success: 'caretaker.webhooks.replayed',
    invalidate: [WEBHOOKS_KEY],
  });
  if (delivery.status === 'PENDING' || delivery.status === 'SENDING') return null;
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<ReplayIcon />}
      disabled={replay.isPending}
      aria-label={translate('caretaker.webhooks.replay_named', { id: delivery.id })}
      onClick={() => replay.mutate()}
    >
      {translate('caretaker.webhooks.replay')}
    </Button>
  );
}

export function DeliveriesDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint; onClose: () => void }) {
  const translate = useTranslate();
  const { can } = useAccess();
  const { data, error, isPending } = useDeliveries(endpoint.id);
  const t = (k: string) => translate(`caretaker.webhooks.columns.${k}`);
  const outcome = (d: WebhookDelivery) => d.last_error ?? (d.last_status_code ? `HTTP ${d.last_status_code}` : '');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="webhook-deliveries-title">
      <DialogTitle id="webhook-deliveries-title" sx={{ wordBreak: 'break-all' }}>
        {translate('caretaker.webhooks.deliveries_of', { url: endpoint.url })}
      </DialogTitle>
      <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
        {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
        {!isPending && !error && !data?.length ? <NoRecords /> : null}
        {data?.length ? (
          <TableContainer>
            <Table size="small" aria-label={translate('caretaker.webhooks.deliveries')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('id')}</TableCell>
                  <TableCell>{t('event')}</TableCell>
                  <TableCell>{t('record')}</TableCell>
                  <TableCell>{t('status')}</TableCell>
                  <TableCell>{t('attempts')}</TableCell>
                  <TableCell>{t('outcome')}</TableCell>
                  <TableCell>{t('created_at')}</TableCell>
                  {can('webhook.manage') ? <TableCell>{t('actions')}</TableCell> : null}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((d) => (
                  <TableRow key={d.id}>
                    <TableCell>{d.id}</TableCell>
                    <TableCell>{d.event_type}</TableCell>
                    <TableCell>{`${d.record.type} ${d.record.id}`}</TableCell>
                    <TableCell>{translate(`caretaker.webhooks.statuses.${d.status}`)}</TableCell>
                    <TableCell>{d.attempts}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-word', minWidth: 140 }}>{outcome(d)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(d.created_at)}</TableCell>
                    {can('webhook.manage') ? (
                      <TableCell>
                        <ReplayButton delivery={d} />
                      </TableCell>
                    ) : null}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
