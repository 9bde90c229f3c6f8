/**
 * /settings/api-tokens: the service accounts' API tokens — name, start of the token, the user it acts as, expiry, last
 * use, state —, generated from its schema (schemas/apiToken.ts apiTokenListSchema), with New token (the token shown
 * once, CreateTokenDialog) and Revoke in the row menu. The server decides who may; this screen only shows to those with
 * api-token.view and offers each action to those with its permission.
 */
import { Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { apiTokenListSchema } from '../../schemas/apiToken.js';
import { formatDateTime } from '../../src/format.js';
import { RowMenu, type RowMenuEntry } from '../../src/generator/RowMenu.js';
import { SchemaList } from '../../src/generator/SchemaList.js';
import type { ApiToken } from './api.js';
import { CreateTokenDialog } from './CreateTokenDialog.js';

const STATUS_COLOUR = { active: 'success', expired: 'default', revoked: 'error' } as const;

function PrefixCell() {
  const token = useRecordContext<ApiToken>();
  if (!token) return null;
  return <span style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{token.prefix}…</span>;
}

function AccountCell() {
  const token = useRecordContext<ApiToken>();
  if (!token) return null;
  return <>{token.user.full_name + (token.user.role_name ? ` (${token.user.role_name})` : '')}</>;
}

function TimeCell({ field }: { field: 'expires_at' | 'last_used_at' }) {
  const translate = useTranslate();
  const token = useRecordContext<ApiToken>();
  if (!token) return null;
  const at = token[field];
  return (
    <span style={{ whiteSpace: 'nowrap' }}>{at ? formatDateTime(at) : translate('caretaker.api_tokens.never')}</span>
  );
}

function StatusCell() {
  const translate = useTranslate();
  const token = useRecordContext<ApiToken>();
  if (!token) return null;
  return (
    <Chip
      size="small"
      color={STATUS_COLOUR[token.status]}
      label={translate(`caretaker.api_tokens.status.${token.status}`)}
    />
  );
}

const CELLS = {
  prefix: <PrefixCell />,
  user: <AccountCell />,
  expires_at: <TimeCell field="expires_at" />,
  last_used_at: <TimeCell field="last_used_at" />,
  status: <StatusCell />,
};

export function ApiTokens() {
  const translate = useTranslate();
  const entries: RowMenuEntry<ApiToken>[] = [
    {
      label: 'caretaker.api_tokens.revoke',
      name: (token) => translate('caretaker.api_tokens.revoke_named', { name: token.name }),
      when: (token) => token.status !== 'revoked',
      permission: 'api-token.delete',
      call: (token) => ({ method: 'DELETE', path: `/api-tokens/${token.id}` }),
      args: (token) => ({ name: token.name }),
      confirm: {
        title: 'caretaker.api_tokens.revoke_title',
        content: 'caretaker.api_tokens.revoke_question',
        label: 'caretaker.api_tokens.revoke',
      },
      success: 'caretaker.api_tokens.revoked',
      refresh: true,
      color: 'error',
    },
  ];
  return (
    <SchemaList
      schema={apiTokenListSchema}
      cells={CELLS}
      rowActions={<RowMenu<ApiToken> entries={entries} />}
      createDialog={(close) => <CreateTokenDialog open onClose={close} />}
      intro={
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('caretaker.api_tokens.intro')}
        </Typography>
      }
    />
  );
}
