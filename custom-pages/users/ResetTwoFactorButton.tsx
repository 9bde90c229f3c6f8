/**
 * The administrator's 'Reset two-factor' on a user's edit screen (docs/two-factor.md): removes the user's second factor
 * and ends their sessions; a role that requires it makes them enrol again on their next sign-in. Audited by the server.
 */
import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useAccess } from '../../src/access.js';
import { ConfirmDialog } from '../../src/components/ConfirmDialog.js';
import { useAction } from '../../src/useAction.js';
import { useIdentity } from '../../src/useIdentity.js';

export function ResetTwoFactorButton() {
  const translate = useTranslate();
  const record = useRecordContext();
  const access = useAccess();
  const { identity } = useIdentity();
  const [open, setOpen] = useState(false);
  const reset = useAction(() => ({ method: 'POST', path: `/user/${record?.id}/two-factor/reset` }), {
    success: 'app.messages.twoFactorReset',
    onSettled: () => setOpen(false),
  });
  // One's own factor is turned off in My profile, with the password; the server refuses it here.
  if (!record || !access.can('user.edit') || !identity || String(identity.id) === String(record.id)) return null;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Button color="warning" variant="outlined" onClick={() => setOpen(true)}>
        {translate('caretaker.users.two_factor_reset')}
      </Button>
      <ConfirmDialog
        open={open}
        title={translate('caretaker.users.two_factor_reset')}
        content="caretaker.users.two_factor_reset_question"
        confirmLabel="caretaker.users.two_factor_reset"
        onClose={() => setOpen(false)}
        onConfirm={() => reset.mutate()}
      />
    </Box>
  );
}
