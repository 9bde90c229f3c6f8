/**
 * The second step of sign-in (docs/two-factor.md), after the right password: the code of the authenticator app (or a
 * recovery code), or — when the role requires a second factor the user has not set up — the enrolment: QR code and
 * key, a first code, then the recovery codes shown once before entering the application.
 */
import { useEffect, useState } from 'react';
import { MSG } from '../../../domain/messages.js';
import {
  confirmSignInEnrolment,
  signInWithCode,
  startSignInEnrolment,
  type NewFactor,
  type SecondStep,
} from '../../signIn.js';
import { AuthShell, AuthSubmit } from './AuthShell.js';
import { Field, required, useFormChecks } from './fields.js';
import { localMessage, useAuthKit } from './kit.js';

interface Props {
  second: SecondStep;
  /** The session exists: enter the application with this welcome message. */
  onDone(message: string): void;
  /** The challenge is spent or expired: back to the password. */
  onRestart(): void;
}

export function SecondFactor(props: Props) {
  return props.second.step === 'verify' ? <VerifyCode {...props} /> : <Enrol {...props} />;
}

/** Sends a code; a refusal is noticed, an expired challenge goes back to the password. */
function useCodeForm(send: (code: string) => Promise<void>, onRestart: () => void) {
  const { translate, notify } = useAuthKit();
  const [busy, setBusy] = useState(false);
  const form = useFormChecks({ code: '' }, { code: [required] });
  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      await send(values.code.trim());
    } catch (e) {
      const message = (e as Error)?.message;
      notify(localMessage(translate, message, 'serverError'), 'error');
      setBusy(false);
      form.set('code')('');
      if (message === MSG.signInChallengeInvalid) onRestart();
    }
  });
  return { form, busy, submit };
}

function CodeField({ form, label }: { form: ReturnType<typeof useFormChecks>; label: string }) {
  return (
    <Field
      label={label}
      autoComplete="one-time-code"
      autoFocus
      required
      value={form.values.code}
      onChange={form.set('code')}
      error={form.errors.code}
    />
  );
}

function VerifyCode({ second, onDone, onRestart }: Props) {
  const { translate } = useAuthKit();
  const { form, busy, submit } = useCodeForm(
    async (code) => onDone(await signInWithCode(second.challenge, code)),
    onRestart,
  );
  return (
    <AuthShell title={translate('app.auth.two_factor_title')} subtitle={translate('app.auth.two_factor_subtitle')}>
      <form onSubmit={submit} noValidate>
        <CodeField form={form} label="app.auth.two_factor_code" />
        <AuthSubmit busy={busy}>{translate('app.auth.two_factor_verify')}</AuthSubmit>
      </form>
    </AuthShell>
  );
}

function Enrol({ second, onDone, onRestart }: Props) {
  const { translate, notify } = useAuthKit();
  const [factor, setFactor] = useState<NewFactor | null>(null);
  const [done, setDone] = useState<{ message: string; codes: string[] } | null>(null);
  useEffect(() => {
    startSignInEnrolment(second.challenge).then(setFactor, (e: Error) => {
      notify(localMessage(translate, e?.message, 'serverError'), 'error');
      onRestart();
    });
    // once per challenge
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [second.challenge]);
  const { form, busy, submit } = useCodeForm(async (code) => {
    const answer = await confirmSignInEnrolment(second.challenge, code);
    setDone({ message: answer.message, codes: answer.recoveryCodes });
  }, onRestart);

  if (done)
    return (
      <AuthShell
        title={translate('app.auth.two_factor_codes_title')}
        subtitle={translate('app.auth.two_factor_codes_help')}
      >
        <RecoveryCodes codes={done.codes} />
        <button type="button" className="ct-auth-submit" onClick={() => onDone(done.message)}>
          {translate('app.auth.two_factor_continue')}
        </button>
      </AuthShell>
    );
  return (
    <AuthShell
      title={translate('app.auth.two_factor_enrol_title')}
      subtitle={translate('app.auth.two_factor_enrol_subtitle')}
    >
      {factor ? (
        <>
          <p className="ct-auth-center">
            <img src={factor.qr_code} width={200} height={200} alt={translate('app.auth.two_factor_qr_alt')} />
          </p>
          <p className="ct-auth-subtitle">
            {translate('app.auth.two_factor_key')} <code data-testid="two-factor-secret">{factor.secret}</code>
          </p>
          <form onSubmit={submit} noValidate>
            <CodeField form={form} label="app.auth.two_factor_code" />
            <AuthSubmit busy={busy}>{translate('app.auth.two_factor_confirm')}</AuthSubmit>
          </form>
        </>
      ) : (
        <p className="ct-auth-center" role="status">
          <span className="ct-spinner" aria-hidden="true" />
        </p>
      )}
    </AuthShell>
  );
}

/** The recovery codes, each once, for the user to keep. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <ul className="ct-recovery-codes" data-testid="recovery-codes">
      {codes.map((c) => (
        <li key={c}>
          <code>{c}</code>
        </li>
      ))}
    </ul>
  );
}
