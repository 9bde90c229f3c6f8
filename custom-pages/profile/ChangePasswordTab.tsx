/**
 * Profile tab 'Change password' (spec part 1 §5, §8): current, new and confirmation; PUT
 * /api/user/change-password/{id}; 'Password has been updated.' on success, the server message on failure.
 */
import type { FieldValues } from 'react-hook-form';
import { useState } from 'react';
import { Box } from '@mui/material';
import { Form, PasswordInput, SaveButton, required, useNotify, useRecordContext, type HttpError } from 'react-admin';
import { MSG } from '../../domain/messages.js';
import { useApi } from '../../src/useApi.js';
import { matches, strongPassword } from './validators.js';

const REQUIRED = required('caretaker.generator.validation.required');
const VALIDATE = {
  current_password: [REQUIRED],
  new_password: [REQUIRED, strongPassword],
  confirm_password: [REQUIRED, matches('new_password')],
};

export function ChangePasswordTab() {
  const api = useApi();
  const notify = useNotify();
  const record = useRecordContext();
  const [formKey, setFormKey] = useState(0);
  if (!record) return null;

  const onSubmit = async (values: FieldValues) => {
    try {
      const json = await api<{ message?: string }>(`/user/change-password/${record.id}`, {
        method: 'PUT',
        body: {
          current_password: values.current_password,
          new_password: values.new_password,
          confirm_password: values.confirm_password,
          password_reset: true,
        },
      });
      notify(json?.message ?? 'caretaker.profile.password.updated', { type: 'success' });
      setFormKey((k) => k + 1);
    } catch (e) {
      const error = e as HttpError;
      notify(error.message || MSG.serverError, { type: 'error' });
      return error.body?.errors;
    }
  };

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
