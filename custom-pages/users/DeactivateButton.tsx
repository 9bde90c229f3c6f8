/**
 * The administrator's Deactivate / Reactivate on a user's edit screen (docs/provisioning.md): a deactivated user keeps
 * their records but is signed out at once and cannot sign in. Not shown on one's own record (the server refuses it:
 * an administrator would lock themselves out). Audited by the server.
 */
import { useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useAccess } from '../../src/access.js';
import { ConfirmDialog } from '../../src/components/ConfirmDialog.js';
import { useAction } from '../../src/useAction.js';
import { useIdentity } from '../../src/useIdentity.js';

export function DeactivateButton() {
  const translate = useTranslate();
  const record = useRecordContext();
  const access = useAccess();
  const refresh = useRefresh();
  const { identity } = useIdentity();
  const [open, setOpen] = useState(false);
  const deactivated = record?.status === 'deactivated';
  const action = deactivated ? 'reactivate' : 'deactivate';
  const change = useAction(() => ({ method: 'POST', path: `/user/${record?.id}/${action}` }), {
    success: deactivated ? 'app.messages.userReactivated' : 'app.messages.userDeactivated',
    onSuccess: () => refresh(),
    onSettled: () => setOpen(false),
  });
  if (!record || !access.can('user.edit') || !identity || String(identity.id) === String(record.id)) return null;
  return (
    <Box sx={{ px: 2, pb: 2, display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      {deactivated && <Alert severity="warning">{translate('caretaker.users.deactivated_note')}</Alert>}
      <Button color={deactivated ? 'primary' : 'error'} variant="outlined" onClick={() => setOpen(true)}>
        {translate(`caretaker.users.${action}`)}
      </Button>
      <ConfirmDialog
        open={open}
        title={translate(`caretaker.users.${action}`)}
        content={`caretaker.users.${action}_question`}
        confirmLabel={`caretaker.users.${action}`}
        onClose={() => setOpen(false)}
        onConfirm={() => change.mutate()}
      />
    </Box>
  );
}
