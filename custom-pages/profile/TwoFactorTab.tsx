/**
 * Profile tab 'Two-factor sign-in' (docs/two-factor.md): turn it on — QR code and key shown once, a first code from the
 * authenticator app, then the recovery codes shown once — or off with the current password (not when the role
 * requires it).
 */
import { useCallback, useEffect, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Alert, Box, Button, Typography } from '@mui/material';
import {
  Form,
  PasswordInput,
  SaveButton,
  TextInput,
  required,
  useNotify,
  useTranslate,
  type HttpError,
} from 'react-admin';
import { MSG } from '../../domain/messages.js';
import { useApiError } from '../../src/apiErrors.js';
import { useAction, type ActionRequest } from '../../src/useAction.js';
import { useApi } from '../../src/useApi.js';

const REQUIRED = [required('caretaker.generator.validation.required')];
const T = 'caretaker.profile.two_factor';

interface Status {
  enabled: boolean;
  required: boolean;
  recovery_codes_left: number;
}
interface NewFactor {
  secret: string;
  qr_code: string;
}

/** The server's message in the interface language when it is one of the specification's. */
function useServerMessage() {
  const translate = useTranslate();
  return (text: string | undefined) => {
    const key = (Object.keys(MSG) as (keyof typeof MSG)[]).find((k) => MSG[k] === text);
    return key ? translate(`app.messages.${key}`, { _: text }) : text || translate('app.messages.serverError');
  };
}

/**
 * A form's call: on refusal the server's message is noticed and, when the server named `field`, shown on it (what a
 * react-admin form's onSubmit answers).
 */
function useFormAction<V>(field: string, request: (vars: V) => ActionRequest, then: (json: never) => unknown) {
  const notify = useNotify();
  const message = useServerMessage();
  const action = useAction<V, never>(request, {
    onSuccess: then,
    onError: (e) => notify(message((e as HttpError).message), { type: 'error' }),
  });
  return (vars: V) =>
    action.mutateAsync(vars).then(
      () => undefined,
      (e: HttpError) => {
        const named = e.body?.errors?.[field];
        return named ? { [field]: message(Array.isArray(named) ? named[0] : String(named)) } : undefined;
      },
    );
}

export function TwoFactorTab() {
  const api = useApi();
  const translate = useTranslate();
  const [status, setStatus] = useState<Status | null>(null);
  const [factor, setFactor] = useState<NewFactor | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const load = useCallback(() => api<{ data: Status }>('/user/two-factor').then((j) => setStatus(j.data)), [api]);
  useEffect(() => void load(), [load]);
  if (!status) return null;

  let body;
  if (codes) body = <RecoveryCodesShown codes={codes} onDone={() => setCodes(null)} />;
  else if (factor)
    body = (
      <ConfirmFactor
        factor={factor}
        onConfirmed={(c) => {
          setFactor(null);
          setCodes(c);
          void load();
        }}
      />
    );
  else if (status.enabled) body = <FactorOn status={status} onOff={() => void load()} />;
  else body = <FactorOff status={status} onStarted={setFactor} />;
  return (
    <Box sx={{ p: 2, maxWidth: 520 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {translate(`${T}.title`)}
      </Typography>
      {body}
    </Box>
  );
}

function FactorOff({ status, onStarted }: { status: Status; onStarted(f: NewFactor): void }) {
  const translate = useTranslate();
  const apiError = useApiError();
  const message = useServerMessage();
  const start = useAction<void, { data: NewFactor }>(() => ({ method: 'POST', path: '/user/two-factor/setup' }), {
    onSuccess: (json) => onStarted(json.data),
    // The server's words, in the user's language where the catalogue has them.
    onError: (e) => apiError(e, message((e as HttpError).message)),
  });
  return (
    <>
      {status.required && <Alert severity="warning">{translate(`${T}.required`)}</Alert>}
      <Typography sx={{ my: 2 }}>{translate(`${T}.off`)}</Typography>
      <Button variant="contained" disabled={start.isPending} onClick={() => start.mutate()}>
        {translate(`${T}.set_up`)}
      </Button>
    </>
  );
}

function ConfirmFactor({ factor, onConfirmed }: { factor: NewFactor; onConfirmed(codes: string[]): void }) {
  const notify = useNotify();
  const translate = useTranslate();
  const onSubmit = useFormAction(
    'code',
    (values: FieldValues) => ({
      method: 'POST',
      path: '/user/two-factor/confirm',
      body: { code: String(values.code ?? '').trim() },
    }),
    (json: { data: { recovery_codes: string[] } }) => {
      notify('app.messages.twoFactorEnabled', { type: 'success' });
      onConfirmed(json.data.recovery_codes);
    },
  );
  return (
    <>
      <Typography sx={{ mb: 1 }}>{translate(`${T}.scan`)}</Typography>
      <Box component="img" src={factor.qr_code} alt={translate(`${T}.qr_alt`)} sx={{ width: 200, height: 200 }} />
      <Typography sx={{ my: 1, wordBreak: 'break-all' }}>
        {translate(`${T}.key`)} <code data-testid="two-factor-secret">{factor.secret}</code>
      </Typography>
      <Form record={{}} onSubmit={onSubmit}>
        <TextInput
          source="code"
          label={`${T}.code`}
          validate={REQUIRED}
          autoComplete="one-time-code"
          inputProps={{ inputMode: 'numeric' }}
        />
        <Box>
          <SaveButton label={`${T}.confirm`} alwaysEnable />
        </Box>
      </Form>
    </>
  );
}

function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const translate = useTranslate();
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate(`${T}.codes_help`)}
      </Alert>
      <Box
        component="ul"
        data-testid="recovery-codes"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1, listStyle: 'none', p: 0 }}
      >
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </Box>
      <Button variant="contained" onClick={onDone}>
        {translate(`${T}.codes_saved`)}
      </Button>
    </>
  );
}

function FactorOn({ status, onOff }: { status: Status; onOff(): void }) {
  const notify = useNotify();
  const translate = useTranslate();
  const onSubmit = useFormAction(
    'current_password',
    (values: FieldValues) => ({
      method: 'POST',
      path: '/user/two-factor/disable',
      body: { current_password: values.current_password },
    }),
    () => {
      notify('app.messages.twoFactorDisabled', { type: 'success' });
      onOff();
    },
  );
  return (
    <>
      <Typography sx={{ my: 2 }}>
        {translate(`${T}.on`, { count: status.recovery_codes_left, smart_count: status.recovery_codes_left })}
      </Typography>
      {status.required ? (
        <Alert severity="info">{translate(`${T}.required_on`)}</Alert>
      ) : (
        <Form record={{}} onSubmit={onSubmit}>
          <Typography sx={{ mb: 1 }}>{translate(`${T}.turn_off_help`)}</Typography>
          <PasswordInput
            source="current_password"
            label="caretaker.profile.password.current"
            validate={REQUIRED}
            autoComplete="current-password"
          />
          <Box>
            <SaveButton label={`${T}.turn_off`} alwaysEnable color="error" icon={<span />} />
          </Box>
        </Form>
      )}
    </>
  );
}
