/**
 * /settings/webhooks: the endpoints other systems receive events at (docs/webhooks.md) — address, events, active,
 * masked secret, deliveries waiting or failed —, generated from its schema (schemas/webhook.ts
 * webhookEndpointListSchema), with create and edit (EndpointDialog, a new secret shown once above the list), delete,
 * a test ping and each endpoint's delivery log in the row menu. The server decides who may (webhook.view /
 * webhook.manage); this screen hides what the user cannot do.
 */
import { useState } from 'react';
import { Alert, Typography } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { webhookEndpointListSchema } from '../../schemas/webhook.js';
import { RowMenu, type RowMenuEntry } from '../../src/generator/RowMenu.js';
import { SchemaList } from '../../src/generator/SchemaList.js';
import { useAction } from '../../src/useAction.js';
import type { WebhookEndpoint } from './api.js';
import { DeliveriesDialog } from './DeliveriesDialog.js';
import { EndpointDialog } from './EndpointDialog.js';

const t = (k: string) => `caretaker.webhooks.${k}`;

function UrlCell() {
  const e = useRecordContext<WebhookEndpoint>();
  if (!e) return null;
  return (
    <Typography component="span" variant="body2" sx={{ wordBreak: 'break-all', display: 'block', minWidth: 160 }}>
      {e.url}
      {e.description ? (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {e.description}
        </Typography>
      ) : null}
    </Typography>
  );
}

function EventsCell() {
  const translate = useTranslate();
  const e = useRecordContext<WebhookEndpoint>();
  if (!e) return null;
  return <>{e.events.map((ev) => translate(t(`events.${ev.replace('.', '_')}`))).join(', ')}</>;
}

function ActiveCell() {
  const translate = useTranslate();
  const e = useRecordContext<WebhookEndpoint>();
  if (!e) return null;
  return <>{translate(e.active ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
}

function SecretCell() {
  const e = useRecordContext<WebhookEndpoint>();
  return <span style={{ whiteSpace: 'nowrap' }}>{e?.secret_hint}</span>;
}

function QueueCell() {
  const translate = useTranslate();
  const e = useRecordContext<WebhookEndpoint>();
  if (!e) return null;
  return <>{translate(t('queue'), { pending: e.pending, failed: e.failed })}</>;
}

const CELLS = {
  url: <UrlCell />,
  events: <EventsCell />,
  active: <ActiveCell />,
  secret_hint: <SecretCell />,
  queue: <QueueCell />,
};

export function Webhooks() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [shownSecret, setShownSecret] = useState<string | null>(null);
  type PingAnswer = { data: { status: string; last_error: string | null } };
  const ping = useAction<WebhookEndpoint, PingAnswer>((e) => ({ method: 'POST', path: `/webhooks/${e.id}/ping` }), {
    success: (res) =>
      res.data.status === 'DELIVERED'
        ? t('ping_ok')
        : { message: translate(t('ping_failed'), { reason: res.data.last_error ?? '' }), type: 'warning' },
  });
  /** After a save: a new secret is shown once, above the list. */
  const saved = (secret: string | null) => {
    if (secret) setShownSecret(secret);
    notify(t('saved'), { type: 'success' });
  };
  const named = (key: string) => (e: WebhookEndpoint) => translate(t(key), { url: e.url });
  const entries: RowMenuEntry<WebhookEndpoint>[] = [
    {
      label: t('deliveries'),
      name: named('deliveries_named'),
      // replays change the endpoint's queue: the list reads it again when the log closes
      dialog: (e, close) => <DeliveriesDialog endpoint={e} onClose={() => close(true)} />,
    },
    {
      label: t('ping'),
      name: named('ping_named'),
      permission: 'webhook.manage',
      // the answer says whether the receiver took it; a refusal is the action's own message
      open: (e) => ping.mutateAsync(e).catch(() => undefined),
      refresh: true,
    },
    {
      label: 'ra.action.edit',
      name: named('edit_named'),
      permission: 'webhook.manage',
      dialog: (e, close) => (
        <EndpointDialog
          endpoint={e}
          onClose={() => close(false)}
          onSaved={(secret) => {
            saved(secret);
            close(true);
          }}
        />
      ),
    },
    {
      label: 'ra.action.delete',
      name: named('delete_named'),
      permission: 'webhook.manage',
      call: (e) => ({ method: 'DELETE', path: `/webhooks/${e.id}` }),
      args: (e) => ({ url: e.url }),
      confirm: { title: t('delete_title'), content: t('delete_content'), label: 'ra.action.delete' },
      success: t('removed'),
      refresh: true,
      color: 'error',
    },
  ];
  return (
    <SchemaList
      schema={webhookEndpointListSchema}
      cells={CELLS}
      rowActions={<RowMenu<WebhookEndpoint> entries={entries} />}
      createDialog={(close) => (
        <EndpointDialog
          endpoint={null}
          onClose={close}
          onSaved={(secret) => {
            saved(secret);
            close();
            refresh();
          }}
        />
      )}
      intro={
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate(t('intro'))}
          </Typography>
          {shownSecret ? (
            <Alert severity="info" onClose={() => setShownSecret(null)} sx={{ mt: 2, wordBreak: 'break-all' }}>
              {translate(t('secret_once'))} <code>{shownSecret}</code>
            </Alert>
          ) : null}
        </>
      }
    />
  );
}
