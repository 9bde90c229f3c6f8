/**
 * /settings/api-tokens: the service accounts' API tokens — name, start of the token, the user it acts as, expiry, last
 * use, state — with New token (the token shown once) and Revoke. The server decides who may; this screen only shows
 * to those with api-token.view and offers each action to those with its permission.
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import { Title, useTranslate } from 'react-admin';
import { useAccess } from '../../src/access.js';
import { ConfirmDialog } from '../../src/components/ConfirmDialog.js';
import { formatDateTime } from '../../src/format.js';
import { NoRecords } from '../../src/generator/index.js';
import { useAction } from '../../src/useAction.js';
import { API_TOKENS_KEY, errorMessage, useApiTokens, type ApiToken } from './api.js';
import { CreateTokenDialog } from './CreateTokenDialog.js';

const STATUS_COLOUR = { active: 'success', expired: 'default', revoked: 'error' } as const;

function RevokeButton({ token }: { token: ApiToken }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const revoke = useAction(() => ({ method: 'DELETE', path: `/api-tokens/${token.id}` }), {
    success: 'caretaker.api_tokens.revoked',
    invalidate: [API_TOKENS_KEY],
    onSettled: () => setOpen(false),
  });
  return (
    <>
      <Button
        size="small"
        color="error"
        variant="outlined"
        startIcon={<BlockIcon />}
        aria-label={translate('caretaker.api_tokens.revoke_named', { name: token.name })}
        onClick={() => setOpen(true)}
      >
        {translate('caretaker.api_tokens.revoke')}
      </Button>
      <ConfirmDialog
        open={open}
        title={translate('caretaker.api_tokens.revoke_title', { name: token.name })}
        content="caretaker.api_tokens.revoke_question"
        confirmLabel="caretaker.api_tokens.revoke"
        onClose={() => setOpen(false)}
        onConfirm={() => revoke.mutate()}
      />
    </>
  );
}

export function ApiTokens() {
  const translate = useTranslate();
  const { can } = useAccess();
  const { data, error, isPending } = useApiTokens();
  const [creating, setCreating] = useState(false);
  const t = (k: string) => translate(`caretaker.api_tokens.columns.${k}`);
  const mayRevoke = can('api-token.delete');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('caretaker.api_tokens.title')} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {translate('caretaker.api_tokens.title')}
        </Typography>
        {can('api-token.create') ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {translate('caretaker.api_tokens.create')}
          </Button>
        ) : null}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('caretaker.api_tokens.intro')}
      </Typography>
      {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {!isPending && !error && !data?.length ? <NoRecords /> : null}
      {data?.length ? (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={translate('caretaker.api_tokens.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('name')}</TableCell>
                <TableCell>{t('prefix')}</TableCell>
                <TableCell>{t('user')}</TableCell>
                <TableCell>{t('expires_at')}</TableCell>
                <TableCell>{t('last_used_at')}</TableCell>
                <TableCell>{t('status')}</TableCell>
                {mayRevoke ? <TableCell>{t('actions')}</TableCell> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((token) => (
                <TableRow key={token.id}>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{token.name}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{token.prefix}…</TableCell>
                  <TableCell>
                    {token.user.full_name}
                    {token.user.role_name ? ` (${token.user.role_name})` : ''}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(token.expires_at)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {token.last_used_at ? formatDateTime(token.last_used_at) : translate('caretaker.api_tokens.never')}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={STATUS_COLOUR[token.status]}
                      label={translate(`caretaker.api_tokens.status.${token.status}`)}
                    />
                  </TableCell>
                  {mayRevoke ? (
                    <TableCell>{token.status === 'revoked' ? null : <RevokeButton token={token} />}</TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      <CreateTokenDialog open={creating} onClose={() => setCreating(false)} />
    </Box>
  );
}
