/**
 * Profile tab 'Change password' (spec part 1 §5, §8): current, new and confirmation; PUT
 * /api/user/change-password/{id}; 'Password has been updated.' on success, the server message on failure.
 */
import type { FieldValues } from 'react-hook-form';
import { useState } from 'react';
import { Box } from '@mui/material';
import { Form, PasswordInput, SaveButton, required, useNotify, useRecordContext, type HttpError } from 'react-admin';
import { MSG } from '../../domain/messages.js';
import { submitErrors, useAction } from '../../src/useAction.js';
import { matches, strongPassword } from './validators.js';

const REQUIRED = required('caretaker.generator.validation.required');
const VALIDATE = {
  current_password: [REQUIRED],
  new_password: [REQUIRED, strongPassword],
  confirm_password: [REQUIRED, matches('new_password')],
};

export function ChangePasswordTab() {
  const notify = useNotify();
  const record = useRecordContext();
  const [formKey, setFormKey] = useState(0);
  const change = useAction(
    ({ id, values }: { id: string | number; values: FieldValues }) => ({
      method: 'PUT',
      path: `/user/change-password/${id}`,
      body: {
        current_password: values.current_password,
        new_password: values.new_password,
        confirm_password: values.confirm_password,
        password_reset: true,
      },
    }),
    {
      success: (json: { message?: string } | undefined) => json?.message ?? 'caretaker.profile.password.updated',
      onSuccess: () => setFormKey((k) => k + 1),
      onError: (e) => notify((e as HttpError).message || MSG.serverError, { type: 'error' }),
    },
  );
  if (!record) return null;

  const onSubmit = (values: FieldValues) => submitErrors(change.mutateAsync({ id: record.id, values }));
  return (
    <Box sx={{ p: 2, maxWidth: 480 }}>
      <Form key={formKey} record={{}} onSubmit={onSubmit} mode="onTouched">
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <PasswordInput
            source="current_password"
            label="caretaker.profile.password.current"
            validate={VALIDATE.current_password}
            autoComplete="current-password"
          />
          <PasswordInput
            source="new_password"
            label="caretaker.profile.password.new"
            validate={VALIDATE.new_password}
            autoComplete="new-password"
          />
          <PasswordInput
            source="confirm_password"
            label="caretaker.profile.password.confirm"
            validate={VALIDATE.confirm_password}
            autoComplete="new-password"
          />
          <Box>
            <SaveButton label="caretaker.profile.password.submit" alwaysEnable />
          </Box>
        </Box>
      </Form>
    </Box>
  );
}
