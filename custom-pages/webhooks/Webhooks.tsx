/**
 * /settings/webhooks: the endpoints other systems receive events at (docs/webhooks.md) — address, events, active,
 * masked secret, deliveries waiting or failed — with create, edit, delete, a test ping and each endpoint's delivery log.
 * The server decides who may (webhook.view / webhook.manage); this screen hides what the user cannot do.
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQueryClient } from '@tanstack/react-query';
import { Title, useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../src/components/ConfirmDialog.js';
import { useAccess } from '../../src/access.js';
import { NoRecords } from '../../src/generator/index.js';
import { useAction } from '../../src/useAction.js';
import { errorMessage, useEndpoints, WEBHOOKS_KEY, type WebhookEndpoint } from './api.js';
import { DeliveriesDialog } from './DeliveriesDialog.js';
import { EndpointDialog } from './EndpointDialog.js';

export function Webhooks() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { can } = useAccess();
  const manage = can('webhook.manage');
  const { data, error, isPending } = useEndpoints();
  const [editing, setEditing] = useState<WebhookEndpoint | null | 'new'>(null);
  const [log, setLog] = useState<WebhookEndpoint | null>(null);
  const [removing, setRemoving] = useState<WebhookEndpoint | null>(null);
  const [shownSecret, setShownSecret] = useState<string | null>(null);
  const t = (k: string, o?: Record<string, unknown>) => translate(`caretaker.webhooks.${k}`, o);
  type PingAnswer = { data: { status: string; last_error: string | null } };
  const ping = useAction<WebhookEndpoint, PingAnswer>((e) => ({ method: 'POST', path: `/webhooks/${e.id}/ping` }), {
    success: (res) =>
      res.data.status === 'DELIVERED'
        ? 'caretaker.webhooks.ping_ok'
        : { message: t('ping_failed', { reason: res.data.last_error ?? '' }), type: 'warning' },
    invalidate: [WEBHOOKS_KEY],
  });
  const remove = useAction<WebhookEndpoint>((e) => ({ method: 'DELETE', path: `/webhooks/${e.id}` }), {
    success: 'caretaker.webhooks.removed',
    invalidate: [WEBHOOKS_KEY],
    onSettled: () => setRemoving(null),
  });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={t('title')} />
      <Stack
        direction="row"
        sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h5" component="h1">
          {t('title')}
        </Typography>
        {manage ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('create')}
          </Button>
        ) : null}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      {shownSecret ? (
        <Alert severity="info" onClose={() => setShownSecret(null)} sx={{ mb: 2, wordBreak: 'break-all' }}>
          {t('secret_once')} <code>{shownSecret}</code>
        </Alert>
      ) : null}
      {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {!isPending && !error && !data?.length ? <NoRecords /> : null}
      {data?.length ? (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('fields.url')}</TableCell>
                <TableCell>{t('fields.events')}</TableCell>
                <TableCell>{t('fields.active')}</TableCell>
                <TableCell>{t('fields.secret')}</TableCell>
                <TableCell>{t('columns.queue')}</TableCell>
                <TableCell>{t('columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((e) => (
                <TableRow key={e.id}>
                  <TableCell sx={{ wordBreak: 'break-all', minWidth: 160 }}>
                    {e.url}
                    {e.description ? (
                      <Typography variant="body2" color="text.secondary">
                        {e.description}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>{e.events.map((ev) => t(`events.${ev.replace('.', '_')}`)).join(', ')}</TableCell>
                  <TableCell>{translate(e.active ? 'ra.boolean.true' : 'ra.boolean.false')}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{e.secret_hint}</TableCell>
                  <TableCell>{t('queue', { pending: e.pending, failed: e.failed })}</TableCell>
                  <TableCell>
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                      <Button size="small" onClick={() => setLog(e)} aria-label={t('deliveries_named', { url: e.url })}>
                        {t('deliveries')}
                      </Button>
                      {manage ? (
                        <>
                          <Button
                            size="small"
                            onClick={() => ping.mutate(e)}
                            aria-label={t('ping_named', { url: e.url })}
                          >
                            {t('ping')}
                          </Button>
                          <Button
                            size="small"
                            onClick={() => setEditing(e)}
                            aria-label={t('edit_named', { url: e.url })}
                          >
                            {translate('ra.action.edit')}
                          </Button>
                          <Button
                            size="small"
                            color="error"
                            onClick={() => setRemoving(e)}
                            aria-label={t('delete_named', { url: e.url })}
                          >
                            {translate('ra.action.delete')}
                          </Button>
                        </>
                      ) : null}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      {editing ? (
        <EndpointDialog
          endpoint={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={async (secret) => {
            setEditing(null);
            if (secret) setShownSecret(secret);
            notify('caretaker.webhooks.saved', { type: 'success' });
            await queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });
          }}
        />
      ) : null}
      {log ? <DeliveriesDialog endpoint={log} onClose={() => setLog(null)} /> : null}
      <ConfirmDialog
        open={!!removing}
        title={t('delete_title')}
        content={t('delete_content', { url: removing?.url ?? '' })}
        onConfirm={() => removing && remove.mutate(removing)}
        confirmLabel="ra.action.delete"
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
