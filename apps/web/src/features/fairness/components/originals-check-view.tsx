import { useTranslation } from 'react-i18next';
import type { OriginalsCheckResult } from '../lib/check-originals-round';
import { CheckField, CheckFields } from './check-parts';
import { OriginalsBoard } from './originals-boards/originals-board';

const DIFFERENCE_KEYS = {
  events: 'verify.originals.difference.events',
  status: 'verify.originals.difference.status',
  win: 'verify.originals.difference.win',
} as const;

const END_KEYS = {
  open: 'verify.originals.end.open',
  won: 'verify.originals.end.won',
  lost: 'verify.originals.end.lost',
  cashed: 'verify.originals.end.cashed',
} as const;

/**
 * An original's verification: the verdict, the hash check, whether the recorded outcome agrees
 * (or where it differs), the win and multiplier the seeds give, the board the game shows drawn
 * from them, and the floats of the stream the round used.
 */
export function OriginalsCheckView({
  result,
  amount,
  recordedWin,
}: {
  result: OriginalsCheckResult;
  amount: (minor: number) => string;
  /** What the casino paid; undefined for a round typed in. */
  recordedWin?: number;
}) {
  const { t } = useTranslation();
  if (result.status === 'refused') {
    return (
      <p role="alert" className="text-danger" data-verdict="refused">
        {t('verify.originals.refused', { code: result.code })}
      </p>
    );
  }
  const { check } = result;
  const compared = check.differences !== null;
  const verdict = !check.valid ? 'verify.invalid' : compared ? 'verify.valid' : 'verify.computed';
  const replay = check.view.replay;
  return (
    <section
      className="flex flex-col gap-3"
      aria-label={t('verify.result')}
      data-verdict={check.valid ? (compared ? 'valid' : 'computed') : 'invalid'}
      data-game={check.view.game}
    >
      <p
        role="status"
        className={`rounded-lg border px-4 py-3 font-bold ${
          check.valid ? 'border-success text-success' : 'border-danger text-danger'
        }`}
      >
        {t(verdict)}
      </p>
      {check.serverSeedMatchesHash !== null ? (
        <p className={check.serverSeedMatchesHash ? 'text-success' : 'text-danger'}>
          {t(check.serverSeedMatchesHash ? 'verify.hashMatch' : 'verify.hashMismatch')}
        </p>
      ) : null}
      {check.differences ? (
        <p
          className={check.differences.length ? 'text-danger' : 'text-success'}
          data-differences={check.differences.join(' ')}
        >
          {check.differences.length
            ? t('verify.originals.differs', {
                parts: check.differences.map((part) => t(DIFFERENCE_KEYS[part])).join(', '),
              })
            : t('verify.originals.matches')}
        </p>
      ) : null}
      <CheckFields>
        <CheckField label={t('verify.originals.multiplier')} value={`${check.multiplier}×`} />
        <CheckField label={t('verify.originals.win')} value={amount(check.win)} />
        {recordedWin === undefined ? null : (
          <CheckField label={t('verify.originals.recordedWin')} value={amount(recordedWin)} />
        )}
        {'status' in replay ? (
          <CheckField label={t('verify.originals.end')} value={t(END_KEYS[replay.status])} />
        ) : null}
      </CheckFields>
      <div className="flex flex-col gap-2">
        <h3 className="font-bold">{t('verify.originals.board')}</h3>
        <OriginalsBoard view={check.view} />
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-bold">{t('verify.originals.floats')}</h3>
        <ol
          className="grid grid-cols-1 gap-x-4 font-mono text-xs sm:grid-cols-2"
          data-floats={check.floats.length}
        >
          {check.floats.map((float, i) => (
            <li key={i}>
              <span className="text-text-muted">{i + 1}.</span> {float.toFixed(10)}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
