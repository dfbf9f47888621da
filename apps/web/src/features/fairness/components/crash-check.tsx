import { ErrorCode, type CrashFairness } from '@jackdaw/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../shared/lib/api-client';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import { TextField } from '../../../shared/ui/form';
import { useCrashFairness } from '../api/get-crash-fairness';
import { useCrashRound } from '../api/get-crash-round';
import {
  formatCrashMultiplier,
  readCrashForm,
  type CrashRoundToCheck,
} from '../lib/check-crash-round';
import { useCrashCheck, type CrashCheckState } from '../lib/use-crash-check';
import { CheckField, CheckFields, LookupForm, ManualCheckForm } from './check-parts';

/**
 * The verify page's crash part: a round of the crash game by its number (`?crash=<roundId>`,
 * linked from the game's fairness panel), checked against the published terminating hash and
 * salt, and a form for a hash pasted by hand. Every round is public: no sign-in.
 */
export function CrashCheck({
  roundId,
  titled = true,
}: {
  roundId: number | null;
  /** False inside a disclosure whose summary already names it. */
  titled?: boolean;
}) {
  const { t } = useTranslation();
  const fairness = useCrashFairness();
  return (
    <section
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4"
      aria-labelledby={titled ? 'verify-crash-title' : undefined}
      aria-label={titled ? undefined : t('verify.crash.title')}
      data-crash-check
    >
      <div className="flex flex-col gap-1">
        {titled ? (
          <h2 id="verify-crash-title" className="text-lg font-bold">
            {t('verify.crash.title')}
          </h2>
        ) : null}
        <p className="text-sm text-text-muted">{t('verify.crash.intro')}</p>
      </div>
      <CrashRoundLookup initialId={roundId} />
      {fairness.error ? (
        <p role="alert" className="text-danger">
          {t(
            fairness.error instanceof ApiError && fairness.error.code === ErrorCode.CrashNotReady
              ? 'verify.crash.notReady'
              : 'verify.loadFailed',
          )}
        </p>
      ) : null}
      {roundId !== null && fairness.data ? (
        <CrashRoundById roundId={roundId} fairness={fairness.data} />
      ) : null}
      <CrashManualCheck key={fairness.data?.terminatingHash ?? ''} fairness={fairness.data} />
    </section>
  );
}

function CrashRoundLookup({ initialId }: { initialId: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [text, setText] = useState(initialId === null ? '' : String(initialId));
  const id = /^[1-9]\d{0,9}$/.test(text.trim()) ? Number(text.trim()) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (id !== null) void navigate(localized(paths.verify({ crash: id })), { replace: true });
  };

  return (
    <LookupForm
      label={t('verify.crash.roundNumber')}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      inputMode="numeric"
      disabled={id === null}
      onSubmit={submit}
    />
  );
}

function CrashRoundById({ roundId, fairness }: { roundId: number; fairness: CrashFairness }) {
  const { t } = useTranslation();
  const round = useCrashRound(roundId);
  const input: CrashRoundToCheck | null = round.data
    ? {
        round: round.data.roundId,
        hash: round.data.hash,
        salt: fairness.salt,
        terminatingHash: fairness.terminatingHash,
        shown: round.data.result,
      }
    : null;
  const state = useCrashCheck(input);

  if (round.isFetching) {
    return (
      <p role="status" className="text-text-muted">
        {t('common.loading')}
      </p>
    );
  }
  if (round.error) {
    const notFound =
      round.error instanceof ApiError &&
      (round.error.code === ErrorCode.CrashRoundNotFound || round.error.statusCode === 404);
    return (
      <p role="alert" className="text-danger">
        {t(notFound ? 'verify.crash.notFound' : 'verify.loadFailed')}
      </p>
    );
  }
  if (!round.data || !input) return null;
  return (
    <div className="flex flex-col gap-3" data-crash-round={round.data.roundId}>
      <CheckFields>
        <CheckField label={t('verify.crash.round')} value={String(round.data.roundId)} />
        <CheckField
          label={t('verify.crash.result')}
          value={formatCrashMultiplier(round.data.result)}
        />
        <CheckField label={t('verify.crash.hash')} value={round.data.hash} mono />
        <CheckField label={t('verify.crash.salt')} value={fairness.salt} mono />
        <CheckField
          label={t('verify.crash.terminatingHash')}
          value={fairness.terminatingHash}
          mono
        />
      </CheckFields>
      {round.data.interrupted ? (
        <p className="text-sm text-text-muted">{t('verify.crash.interrupted')}</p>
      ) : null}
      <CrashCheckView state={state} shown={round.data.result} />
    </div>
  );
}

/** A hash pasted by hand with its round number; the salt and terminating hash prefilled. */
function CrashManualCheck({ fairness }: { fairness: CrashFairness | undefined }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({
    hash: '',
    round: '',
    salt: fairness?.salt ?? '',
    terminatingHash: fairness?.terminatingHash ?? '',
  });
  const [input, setInput] = useState<CrashRoundToCheck | null>(null);
  const [invalid, setInvalid] = useState(false);
  const state = useCrashCheck(input);
  const field = (name: keyof typeof form) => ({
    value: form[name],
    spellCheck: false,
    autoComplete: 'off',
    onChange: (event: { currentTarget: { value: string } }) =>
      setForm({ ...form, [name]: event.currentTarget.value }),
  });

  return (
    <ManualCheckForm
      summary={t('verify.crash.manual')}
      className="rounded-card border border-border p-4"
      data-crash-manual
      onSubmit={() => {
        const read = readCrashForm(form, fairness?.chainLength);
        setInvalid(!read);
        setInput(read);
      }}
      invalidText={invalid ? t('verify.crash.invalidInput') : null}
      result={input ? <CrashCheckView state={state} /> : null}
    >
      <div className="sm:col-span-2">
        <TextField label={t('verify.crash.hash')} {...field('hash')} />
      </div>
      <TextField label={t('verify.crash.roundNumber')} inputMode="numeric" {...field('round')} />
      <TextField label={t('verify.crash.salt')} {...field('salt')} />
      <div className="sm:col-span-2">
        <TextField label={t('verify.crash.terminatingHash')} {...field('terminatingHash')} />
      </div>
    </ManualCheckForm>
  );
}

/** The walk's progress, then the verdicts: linked in N steps, and the result recomputed. */
function CrashCheckView({ state, shown }: { state: CrashCheckState; shown?: number }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => {
    try {
      return value.toLocaleString(i18n.language);
    } catch {
      return String(value); // a language code Intl does not know
    }
  };
  if (state.status === 'idle') return null;
  if (state.status === 'failed') {
    return (
      <p role="alert" className="text-danger">
        {t('verify.crash.invalidInput')}
      </p>
    );
  }
  if (state.status === 'checking') {
    return (
      <div role="status" className="flex flex-col gap-1 text-sm text-text-muted">
        <progress className="w-full" value={state.done} max={state.total} />
        <span>
          {t('verify.crash.walking', { done: number(state.done), total: number(state.total) })}
        </span>
      </div>
    );
  }
  const { check } = state;
  const valid = check.linked && check.matches !== false;
  return (
    <section
      className="flex flex-col gap-2"
      aria-label={t('verify.result')}
      data-verdict={valid ? 'valid' : 'invalid'}
    >
      <p
        role="status"
        className={`rounded-lg border px-4 py-3 font-bold ${
          check.linked ? 'border-success text-success' : 'border-danger text-danger'
        }`}
        data-linked={String(check.linked)}
      >
        {check.linked
          ? `✓ ${t('verify.crash.linked', { steps: number(check.steps) })}`
          : `✗ ${t('verify.crash.unlinked', { steps: number(check.steps) })}`}
      </p>
      <p
        className={`font-bold ${
          check.matches === null ? '' : check.matches ? 'text-success' : 'text-danger'
        }`}
        data-matches={check.matches === null ? undefined : String(check.matches)}
      >
        {check.matches === null
          ? t('verify.crash.computed', { result: formatCrashMultiplier(check.result) })
          : check.matches
            ? `✓ ${t('verify.crash.matches', { result: formatCrashMultiplier(check.result) })}`
            : `✗ ${t('verify.crash.mismatch', {
                shown: formatCrashMultiplier(shown ?? 0),
                result: formatCrashMultiplier(check.result),
              })}`}
      </p>
    </section>
  );
}
