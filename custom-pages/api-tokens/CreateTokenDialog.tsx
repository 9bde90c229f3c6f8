/**
 * Creating an API token: a name (shown in the audit log for every use), the service account it acts as, and its life.
 * Once created, the dialog shows the token this one time, with a copy button and the warning that it cannot be shown
 * again (only its hash is stored).
 */
import { useState } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useRefresh, useTranslate } from 'react-admin';
import { useAction } from '../../src/useAction.js';
import { LIFETIMES, useUserOptions, type CreatedApiToken, type UserOption } from './api.js';

type FieldErrors = Partial<Record<'name' | 'user_id' | 'expires_in_days', string>>;

function ShowOnce({ created, onClose }: { created: CreatedApiToken; onClose: () => void }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  return (
    <>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('caretaker.api_tokens.once_warning')}
        </Alert>
        <TextField
          label={translate('caretaker.api_tokens.token_label', { name: created.name })}
          value={created.token}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
          onFocus={(e) => e.target.select()}
        />
        <Box sx={{ mt: 1 }}>
          <Button
            startIcon={<ContentCopyIcon />}
            variant="outlined"
            onClick={async () => {
              await navigator.clipboard?.writeText(created.token);
              setCopied(true);
            }}
          >
            {translate(copied ? 'caretaker.api_tokens.copied' : 'caretaker.api_tokens.copy')}
          </Button>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {translate('caretaker.api_tokens.done')}
        </Button>
      </DialogActions>
    </>
  );
}

export function CreateTokenDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  // the list behind the dialog reads its rows again once the token exists
  const refresh = useRefresh();
  const [name, setName] = useState('');
  const [user, setUser] = useState<UserOption | null>(null);
  const [term, setTerm] = useState('');
  const [days, setDays] = useState<number>(90);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const users = useUserOptions(term);

  const close = () => {
    setName('');
    setUser(null);
    setTerm('');
    setDays(90);
    setErrors({});
    setCreated(null);
    onClose();
  };

  const create = useAction(
    () => ({
      method: 'POST',
      path: '/api-tokens',
      body: { name: name.trim(), user_id: user?.id, expires_in_days: days },
    }),
    {
      onSuccess: (res: { data: CreatedApiToken }) => {
        setCreated(res.data);
        refresh();
      },
      fieldErrors: setErrors,
    },
  );
  const submit = () => {
    setErrors({});
    create.mutate();
  };

  return (
    <Dialog open={open} onClose={created ? undefined : close} aria-labelledby="api-token-create-title" fullWidth>
      <DialogTitle id="api-token-create-title">
        {translate(created ? 'caretaker.api_tokens.created_title' : 'caretaker.api_tokens.create')}
      </DialogTitle>
      {created ? (
        <ShowOnce created={created} onClose={close} />
      ) : (
        <>
          <DialogContent>
            <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
              <TextField
                label={translate('caretaker.api_tokens.columns.name')}
                value={name}
                required
                onChange={(e) => setName(e.target.value)}
                error={!!errors.name}
                helperText={errors.name ?? translate('caretaker.api_tokens.name_help')}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              <Autocomplete
                options={users.data ?? []}
                value={user}
                onChange={(_, v) => setUser(v)}
                onInputChange={(_, v, reason) => reason === 'input' && setTerm(v)}
                filterOptions={(x) => x}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                getOptionLabel={(u) => `${u.full_name} (${u.role?.name ?? '—'})`}
                loading={users.isFetching}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    required
                    label={translate('caretaker.api_tokens.columns.user')}
                    error={!!errors.user_id}
                    helperText={errors.user_id ?? translate('caretaker.api_tokens.user_help')}
                  />
                )}
              />
              <TextField
                select
                label={translate('caretaker.api_tokens.expires_in')}
                value={days}
                onChange={(e) => setDays(Number(e.target.value))}
                error={!!errors.expires_in_days}
                helperText={errors.expires_in_days}
              >
                {LIFETIMES.map((d) => (
                  <MenuItem key={d} value={d}>
                    {translate('caretaker.api_tokens.days', { smart_count: d })}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('ra.action.cancel')}</Button>
            <Button variant="contained" onClick={submit} disabled={create.isPending || !name.trim() || !user}>
              {translate('caretaker.api_tokens.create')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
