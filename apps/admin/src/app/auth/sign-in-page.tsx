import { staffLoginCall, staffVerifyCall } from '@jackdaw/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../api/client';
import { startSession, takeSignOutReason, type SignOutReason } from '../../api/session';
import { Button, ErrorNotice, Field, Notice, TextInput } from '../../ui';
import { AuthFrame } from './auth-frame';
import { EnrolSteps, type Enrolment } from './enrol-steps';

type Step =
  | { kind: 'password' }
  | { kind: 'verify'; ticket: string }
  | { kind: 'enrol'; enrolment: Enrolment };

function CodeStep({ ticket, onRestart }: { ticket: string; onRestart: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const typed = value.trim();
      const { sessionToken } = await api(staffVerifyCall, {
        body: recovery
          ? { ticket, recoveryCode: typed.toUpperCase() }
          : { ticket, code: typed.replace(/\s/g, '') },
      });
      startSession(sessionToken);
      const from = (location.state as { from?: string } | null)?.from;
      void navigate(from && from !== '/sign-in' ? from : '/', { replace: true });
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm">{recovery ? t('signIn.recoveryHint') : t('signIn.codeIntro')}</p>
      {recovery ? (
        <Field key="recovery" label={t('signIn.recoveryCode')}>
          <TextInput
            autoComplete="off"
            required
            maxLength={11}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </Field>
      ) : (
        <Field key="code" label={t('signIn.code')}>
          <TextInput
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            maxLength={7}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </Field>
      )}
      {error ? <ErrorNotice error={error} /> : null}
      <Button type="submit" variant="primary" busy={busy}>
        {t('signIn.verify')}
      </Button>
      <div className="flex justify-between gap-2">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setRecovery(!recovery);
            setValue('');
            setError(null);
          }}
        >
          {recovery ? t('signIn.useCode') : t('signIn.useRecovery')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onRestart}>
          {t('signIn.startAgain')}
        </Button>
      </div>
    </form>
  );
}

function PasswordStep({ onNext }: { onNext: (step: Step) => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [reason] = useState<SignOutReason | null>(takeSignOutReason);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await api(staffLoginCall, { body: { email: email.trim(), password } });
      onNext(
        answer.step === 'verify'
          ? { kind: 'verify', ticket: answer.ticket }
          : {
              kind: 'enrol',
              enrolment: {
                ticket: answer.ticket,
                otpauthUri: answer.otpauthUri,
                secret: answer.secret,
                passwordRequired: false,
              },
            },
      );
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      {reason && !error && (
        <Notice tone={reason === 'ended' ? 'warning' : 'info'}>
          {t(`signIn.reasons.${reason}`)}
        </Notice>
      )}
      <Field label={t('signIn.email')}>
        <TextInput
          type="email"
          autoComplete="username"
          required
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field label={t('signIn.password')}>
        <TextInput
          type="password"
          autoComplete="current-password"
          required
          maxLength={128}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      {error ? <ErrorNotice error={error} /> : null}
      <Button type="submit" variant="primary" busy={busy}>
        {t('signIn.submit')}
      </Button>
    </form>
  );
}

/** `/admin/sign-in`: e-mail and password, then a TOTP or recovery code, or enrolment. */
export function SignInPage() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const title =
    step.kind === 'verify'
      ? t('signIn.codeTitle')
      : step.kind === 'enrol'
        ? t('enrol.title')
        : t('signIn.title');
  return (
    <AuthFrame title={title}>
      {step.kind === 'password' && <PasswordStep onNext={setStep} />}
      {step.kind === 'verify' && (
        <CodeStep ticket={step.ticket} onRestart={() => setStep({ kind: 'password' })} />
      )}
      {step.kind === 'enrol' && <EnrolSteps enrolment={step.enrolment} />}
    </AuthFrame>
  );
}
