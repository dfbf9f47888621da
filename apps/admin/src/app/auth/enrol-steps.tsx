import { staffEnrolCall } from '@jackdaw/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { renderSVG } from 'uqr';
import { api } from '../../api/client';
import { startSession } from '../../api/session';
import { Button, ErrorNotice, Field, TextInput } from '../../ui';

export interface Enrolment {
  ticket: string;
  otpauthUri: string;
  secret: string;
  /** An invited member chooses a password while enrolling. */
  passwordRequired: boolean;
}

function QrCode({ text, label }: { text: string; label: string }) {
  const src = useMemo(
    () =>
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(text, { border: 2, ecc: 'M' }))}`,
    [text],
  );
  return (
    <img
      src={src}
      alt={label}
      width={176}
      height={176}
      className="mx-auto h-44 w-44 rounded border border-border bg-white [image-rendering:pixelated]"
    />
  );
}

/** The secret grouped by four for reading and typing (spaces are ignored by apps). */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Enrolling TOTP: (a password for an invited member,) the QR code and the secret, the first
 * code; then the recovery codes, shown once, which the member confirms having saved before the
 * session starts.
 */
export function EnrolSteps({ enrolment }: { enrolment: Enrolment }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<{ sessionToken: string; recoveryCodes: string[] } | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await api(staffEnrolCall, {
        body: {
          ticket: enrolment.ticket,
          code: code.replace(/\s/g, ''),
          ...(enrolment.passwordRequired ? { password } : {}),
        },
      });
      setDone({ sessionToken: answer.sessionToken, recoveryCodes: answer.recoveryCodes });
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    const text = done.recoveryCodes.join('\n');
    const download = () => {
      const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'jackdaw-recovery-codes.txt';
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    };
    return (
      <div className="flex flex-col gap-4">
        <h2 className="text-base font-semibold">{t('enrol.recoveryTitle')}</h2>
        <p className="text-sm text-text-muted">{t('enrol.recoveryIntro')}</p>
        <ul
          aria-label={t('enrol.recoveryCodes')}
          data-testid="recovery-codes"
          className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md bg-surface-sunken p-3 font-mono text-sm"
        >
          {done.recoveryCodes.map((recovery) => (
            <li key={recovery}>{recovery}</li>
          ))}
        </ul>
        <div className="flex gap-2">
          <Button size="sm" onClick={download}>
            {t('enrol.download')}
          </Button>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={saved}
            onChange={(event) => setSaved(event.target.checked)}
            className="h-4 w-4"
          />
          {t('enrol.saved')}
        </label>
        <Button
          variant="primary"
          disabled={!saved}
          onClick={() => {
            startSession(done.sessionToken);
            void navigate('/', { replace: true });
          }}
        >
          {t('enrol.continue')}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      {enrolment.passwordRequired && (
        <Field label={t('enrol.choosePassword')} hint={t('enrol.passwordHint')}>
          <TextInput
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            maxLength={128}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
      )}
      <p className="text-sm">{t('enrol.scan')}</p>
      <QrCode text={enrolment.otpauthUri} label={t('enrol.qrLabel')} />
      <div>
        <p className="text-[13px] font-medium">{t('enrol.secret')}</p>
        <p
          data-testid="totp-secret"
          data-secret={enrolment.secret}
          className="mt-1 rounded-md bg-surface-sunken px-3 py-2 font-mono text-sm break-all select-all"
        >
          {grouped(enrolment.secret)}
        </p>
        <p className="mt-1 text-xs text-text-muted">{t('enrol.secretHint')}</p>
      </div>
      <Field label={t('enrol.code')}>
        <TextInput
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\s*\d{3}\s*\d{3}\s*"
          maxLength={7}
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </Field>
      {error ? <ErrorNotice error={error} /> : null}
      <Button type="submit" variant="primary" busy={busy}>
        {t('enrol.submit')}
      </Button>
    </form>
  );
}
