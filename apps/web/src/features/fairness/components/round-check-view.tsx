import { useTranslation } from 'react-i18next';
import type { SlotTitle } from '@jackdaw/games';
import type { RoundCheck, SpinView } from '../lib/verify-round';
import { SpinWindow } from './spin-window';

/**
 * A verification's verdict, then each spin side by side: the symbols (and, below them, the reel
 * stops) and the win the casino recorded against those the seeds give, each marked match or
 * mismatch.
 */
export function RoundCheckView({
  check,
  amount,
}: {
  check: RoundCheck;
  amount: (minor: number) => string;
}) {
  const { t } = useTranslation();
  const compared = check.outcomeMatches !== null;
  const verdict = !check.valid ? 'verify.invalid' : compared ? 'verify.valid' : 'verify.computed';
  return (
    <section
      className="flex flex-col gap-3"
      aria-label={t('verify.result')}
      data-verdict={check.valid ? (compared ? 'valid' : 'computed') : 'invalid'}
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
      <div className="overflow-x-auto rounded-card border border-border">
        <table className="w-full text-left text-sm">
          <thead className="bg-surface text-text-muted">
            <tr>
              <th className="px-3 py-2">{t('verify.spin')}</th>
              {compared ? <th className="px-3 py-2">{t('verify.recorded')}</th> : null}
              <th className="px-3 py-2">{t('verify.recomputed')}</th>
              {compared ? <th className="px-3 py-2">{t('verify.check')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {check.spins.map((spin) => (
              <tr
                key={`${spin.kind}-${spin.number}`}
                className="border-t border-border"
                data-spin-match={spin.matches === null ? undefined : String(spin.matches)}
              >
                <th scope="row" className="px-3 py-2 font-medium">
                  {spin.kind === 'base'
                    ? t('verify.spinBase')
                    : t('verify.spinFree', { number: spin.number })}
                </th>
                {compared ? (
                  <SpinCell title={check.title} spin={spin.recorded} amount={amount} />
                ) : null}
                <SpinCell title={check.title} spin={spin.recomputed} amount={amount} />
                {compared ? (
                  <td
                    className={`px-3 py-2 font-bold ${spin.matches ? 'text-success' : 'text-danger'}`}
                  >
                    {t(spin.matches ? 'verify.matches' : 'verify.mismatch')}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-border bg-surface">
              <th scope="row" className="px-3 py-2">
                {t('verify.total')}
              </th>
              <td className="px-3 py-2" colSpan={compared ? 3 : 1}>
                {amount(check.outcome.win)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

function SpinCell({
  title,
  spin,
  amount,
}: {
  title: SlotTitle;
  spin: SpinView | null;
  amount: (minor: number) => string;
}) {
  const { t } = useTranslation();
  if (!spin) return <td className="px-3 py-2 text-text-muted">—</td>;
  return (
    <td className="px-3 py-2">
      <div className="flex flex-col items-start gap-1">
        <SpinWindow title={title} spin={spin} />
        <span className="font-bold">{amount(spin.win)}</span>
        <span className="font-mono text-xs text-text-muted" title={t('verify.stops')}>
          {t('verify.stops')}: {spin.stops.join(', ')}
        </span>
      </div>
    </td>
  );
}
