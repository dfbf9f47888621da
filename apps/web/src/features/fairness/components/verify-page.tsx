import {
  ErrorCode,
  readVerifyPageSearch,
  verifyPageSearch,
  type PlayRoundDetail,
} from '@jackdaw/contracts';
import { SLOT_TITLES } from '@jackdaw/games';
import { formatAmount, formatMoney, parseAmount } from '@jackdaw/money';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../shared/lib/api-client';
import { currentLanguage } from '../../../shared/lib/i18n';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import { useSession } from '../../../shared/lib/use-session';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/form';
import { PageTitle } from '../../../shared/ui/page-title';
import { usePlayRound } from '../api/get-play-round';
import { checkManualRound, checkRecordedRound, type RoundCheck } from '../lib/verify-round';
import { RoundCheckView } from './round-check-view';

/**
 * /verify: recomputes a round of the casino's own games in the browser, with the same engine
 * the server plays (packages/games), from its id (the player's own rounds) or from seeds typed
 * or linked by the game's fairness panel (`?game=…&serverSeed=…`, demo rounds).
 */
export function VerifyPage() {
  const { t } = useTranslation();
  const query = readVerifyPageSearch(useLocation().search);
  return (
    <main id="content" className="mx-auto flex w-full max-w-[960px] flex-col gap-6 px-4 py-6">
      <div className="flex flex-col gap-2">
        <PageTitle text={t('verify.title')} />
        <p className="text-text-muted">{t('verify.intro')}</p>
      </div>
      <RoundById initialId={query.round ?? ''} />
      <ManualCheck key={verifyPageSearch({ ...query, round: undefined })} />
    </main>
  );
}

function RoundById({ initialId }: { initialId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const session = useSession();
  const [text, setText] = useState(initialId);
  const roundId = initialId.trim() || null;
  const round = usePlayRound(roundId, session.status === 'player');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = text.trim();
    void navigate(localized(paths.verify({ round: id })), {
      replace: true,
    });
    if (id === initialId) void round.refetch();
  };

  const error = round.error instanceof ApiError ? round.error : null;
  return (
    <section className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4">
      <form className="flex flex-wrap items-end gap-3" onSubmit={submit}>
        <div className="min-w-0 flex-1 basis-64">
          <TextField
            label={t('verify.roundId')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <Button type="submit" disabled={!text.trim()}>
          {t('verify.submit')}
        </Button>
      </form>
      {roundId && session.status === 'guest' ? (
        <p className="text-text-muted">{t('verify.signIn')}</p>
      ) : null}
      {roundId && round.isFetching ? (
        <p role="status" className="text-text-muted">
          {t('common.loading')}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-danger">
          {t(
            error.code === ErrorCode.PlayRoundNotFound || error.statusCode === 404
              ? 'verify.notFound'
              : 'verify.loadFailed',
          )}
        </p>
      ) : null}
      {round.data && !round.isFetching ? <RecordedRound round={round.data} /> : null}
    </section>
  );
}

function RecordedRound({ round }: { round: PlayRoundDetail }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const result = checkRecordedRound(round);
  const title = SLOT_TITLES.find((candidate) => candidate.id === round.titleId);
  return (
    <div className="flex flex-col gap-4" data-round={round.roundId}>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <Seed label={t('verify.game')} value={title?.name ?? round.titleId} />
        <Seed label={t('verify.bet')} value={formatMoney(round.bet, round.currency, language)} />
        <Seed label={t('verify.nonce')} value={String(round.nonce)} mono />
        <Seed label={t('verify.clientSeed')} value={round.clientSeed} mono />
        <Seed label={t('verify.serverSeedHash')} value={round.serverSeedHash} mono />
        {round.serverSeed ? (
          <Seed label={t('verify.serverSeed')} value={round.serverSeed} mono />
        ) : null}
      </dl>
      {result.status === 'unrevealed' ? (
        <p role="status" className="rounded-lg border border-info px-4 py-3">
          {t('verify.unrevealed')}
        </p>
      ) : result.status === 'unknown-paytable' ? (
        <p role="status" className="text-danger">
          {t('verify.unknownPaytable', { version: result.version })}
        </p>
      ) : (
        <RoundCheckView
          check={result.check}
          amount={(minor) => formatMoney(minor, round.currency, language)}
        />
      )}
    </div>
  );
}

function Seed({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <>
      <dt className="text-text-muted">{label}</dt>
      <dd className={mono ? 'font-mono text-xs break-all' : ''}>{value}</dd>
    </>
  );
}

/** The form for seeds typed by hand, filled from the query when the game linked here. */
function ManualCheck() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const query = readVerifyPageSearch(useLocation().search);
  const fromGame = Boolean(query.game && query.serverSeed);
  const selectId = useId();
  const [form, setForm] = useState({
    game: query.game ?? SLOT_TITLES[0]?.id ?? '',
    bet: query.bet === undefined ? '' : formatAmount(query.bet, language),
    lines: query.lines === undefined || query.lines === null ? '' : String(query.lines),
    serverSeed: query.serverSeed ?? '',
    serverSeedHash: query.serverSeedHash ?? '',
    clientSeed: query.clientSeed ?? '',
    nonce: query.nonce === undefined ? '' : String(query.nonce),
  });
  const [check, setCheck] = useState<RoundCheck | null>(() =>
    fromGame ? runManual(form, language) : null,
  );
  const [invalid, setInvalid] = useState(false);
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      setForm({ ...form, [name]: event.currentTarget.value }),
  });

  return (
    <details
      className="rounded-card border border-border bg-surface p-4"
      open={fromGame || undefined}
    >
      <summary className="cursor-pointer font-bold">{t('verify.manual')}</summary>
      <form
        className="mt-4 grid gap-3 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          const result = runManual(form, language);
          setInvalid(!result);
          setCheck(result);
        }}
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={selectId} className="text-sm font-medium text-text-muted">
            {t('verify.game')}
          </label>
          <select
            id={selectId}
            className="h-11 rounded-lg border border-border bg-surface-raised px-3"
            {...field('game')}
          >
            {SLOT_TITLES.map((title) => (
              <option key={title.id} value={title.id}>
                {title.name}
              </option>
            ))}
          </select>
        </div>
        <TextField label={t('verify.bet')} inputMode="decimal" {...field('bet')} />
        <TextField label={t('verify.lines')} inputMode="numeric" {...field('lines')} />
        <TextField label={t('verify.nonce')} inputMode="numeric" {...field('nonce')} />
        <TextField label={t('verify.clientSeed')} spellCheck={false} {...field('clientSeed')} />
        <TextField label={t('verify.serverSeed')} spellCheck={false} {...field('serverSeed')} />
        <div className="sm:col-span-2">
          <TextField
            label={t('verify.serverSeedHashOptional')}
            spellCheck={false}
            {...field('serverSeedHash')}
          />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit">{t('verify.submit')}</Button>
        </div>
      </form>
      {invalid ? (
        <p role="alert" className="mt-3 text-danger">
          {t('verify.invalidInput')}
        </p>
      ) : null}
      {check ? (
        <div className="mt-4">
          <RoundCheckView check={check} amount={(minor) => formatAmount(minor, language)} />
        </div>
      ) : null}
    </details>
  );
}

function runManual(
  form: Record<
    'game' | 'bet' | 'lines' | 'serverSeed' | 'serverSeedHash' | 'clientSeed' | 'nonce',
    string
  >,
  language: ReturnType<typeof currentLanguage>,
): RoundCheck | null {
  const title = SLOT_TITLES.find((candidate) => candidate.id === form.game);
  const bet = parseAmount(form.bet, language);
  const nonce = /^\d{1,9}$/.test(form.nonce.trim()) ? Number(form.nonce.trim()) : null;
  const lines = form.lines.trim() ? Number(form.lines.trim()) : null;
  if (
    !title ||
    bet === null ||
    bet <= 0n ||
    nonce === null ||
    (lines !== null && (!Number.isInteger(lines) || lines < 1)) ||
    !form.serverSeed.trim() ||
    !form.clientSeed
  ) {
    return null;
  }
  return checkManualRound({
    title,
    bet: Number(bet),
    lines,
    nonce,
    serverSeed: form.serverSeed.trim(),
    serverSeedHash: form.serverSeedHash.trim(),
    clientSeed: form.clientSeed,
  });
}
