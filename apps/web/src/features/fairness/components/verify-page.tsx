import {
  ErrorCode,
  readVerifyPageSearch,
  verifyPageSearch,
  type PlaySlotRoundDetail,
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
import { TextField } from '../../../shared/ui/form';
import { PageTitle } from '../../../shared/ui/page-title';
import { usePlayRound } from '../api/get-play-round';
import { isOriginalGameId } from '../lib/read-originals-form';
import { checkManualRound, checkRecordedRound, type RoundCheck } from '../lib/verify-round';
import { CheckField, CheckFields, LookupForm, ManualCheckForm } from './check-parts';
import { CrashCheck } from './crash-check';
import { OriginalsManualCheck } from './originals-manual-check';
import { OriginalsRecordedRound } from './originals-recorded-round';
import { RoundCheckView } from './round-check-view';

/**
 * /verify: recomputes a round of the casino's own games in the browser, with the same engine
 * the server plays (packages/games), from its id (the player's own rounds) or from seeds typed
 * or linked by the game's fairness panel (`?game=…&serverSeed=…`, demo rounds; an original's
 * link adds its `params` and `actions`), each original drawn on its own board. A crash round
 * (`?crash=<roundId>`) is checked against the crash game's published chain, and comes first
 * when linked.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  const query = readVerifyPageSearch(useLocation().search);
  const crashFirst = query.crash !== undefined;
  return (
    <main id="content" className="mx-auto flex w-full max-w-[960px] flex-col gap-6 px-4 py-6">
      <div className="flex flex-col gap-2">
        <PageTitle text={t('verify.title')} />
        <p className="text-text-muted">{t('verify.intro')}</p>
      </div>
      {crashFirst ? <CrashCheck roundId={query.crash ?? null} /> : null}
      <RoundById initialId={query.round ?? ''} />
      <ManualCheck key={verifyPageSearch({ ...query, round: undefined, crash: undefined })} />
      <OriginalsManualCheck
        key={`originals${verifyPageSearch({ ...query, round: undefined, crash: undefined })}`}
      />
      {crashFirst ? null : <ClosedCrashCheck />}
    </main>
  );
}

/**
 * A slot round's page keeps the crash part closed: opened, it loads the crash game's published
 * chain (not before, so checking a slot round asks nothing of the crash game).
 */
function ClosedCrashCheck() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details
      className="rounded-card border border-border bg-surface"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer p-4 text-lg font-bold">{t('verify.crash.title')}</summary>
      {open ? <CrashCheck roundId={null} titled={false} /> : null}
    </details>
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
      <LookupForm
        label={t('verify.roundId')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        spellCheck={false}
        disabled={!text.trim()}
        onSubmit={submit}
      />
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
      {round.data && !round.isFetching ? (
        'original' in round.data ? (
          <OriginalsRecordedRound round={round.data} />
        ) : (
          <RecordedRound round={round.data} />
        )
      ) : null}
    </section>
  );
}

function RecordedRound({ round }: { round: PlaySlotRoundDetail }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const result = checkRecordedRound(round);
  const title = SLOT_TITLES.find((candidate) => candidate.id === round.titleId);
  return (
    <div className="flex flex-col gap-4" data-round={round.roundId}>
      <CheckFields>
        <CheckField label={t('verify.game')} value={title?.name ?? round.titleId} />
        <CheckField
          label={t('verify.bet')}
          value={formatMoney(round.bet, round.currency, language)}
        />
        <CheckField label={t('verify.nonce')} value={String(round.nonce)} mono />
        <CheckField label={t('verify.clientSeed')} value={round.clientSeed} mono />
        <CheckField label={t('verify.serverSeedHash')} value={round.serverSeedHash} mono />
        {round.serverSeed ? (
          <CheckField label={t('verify.serverSeed')} value={round.serverSeed} mono />
        ) : null}
      </CheckFields>
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

/** The form for seeds typed by hand, filled from the query when the game linked here. */
function ManualCheck() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const query = readVerifyPageSearch(useLocation().search);
  // An original's link opens the originals' form instead (OriginalsManualCheck).
  const slotGame = isOriginalGameId(query.game) ? undefined : query.game;
  const fromGame = Boolean(slotGame && query.serverSeed);
  const selectId = useId();
  const [form, setForm] = useState({
    game: slotGame ?? SLOT_TITLES[0]?.id ?? '',
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
    <ManualCheckForm
      summary={t('verify.manual')}
      className="rounded-card border border-border bg-surface p-4"
      open={fromGame || undefined}
      onSubmit={() => {
        const result = runManual(form, language);
        setInvalid(!result);
        setCheck(result);
      }}
      invalidText={invalid ? t('verify.invalidInput') : null}
      result={
        check ? (
          <RoundCheckView check={check} amount={(minor) => formatAmount(minor, language)} />
        ) : null
      }
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
    </ManualCheckForm>
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
