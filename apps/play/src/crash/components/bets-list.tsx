import type { CrashMyBet, CrashPublicBet, CurrencyCode, LanguageCode } from '@jackdaw/contracts';
import { formatMoney } from '@jackdaw/money';
import { useState } from 'preact/hooks';
import { useCrashTranslate } from '../i18n/translate';
import { liveRows } from '../lib/live-rows';
import { formatMultiplier } from '../lib/multiplier';

type Tab = 'all' | 'mine';

/** Rows drawn of the live list: a phone shows a dozen; the totals count every bet. */
const ROWS_SHOWN = 100;

/**
 * The round's live bets (masked players, amounts, cash-outs highlighted as they happen) with
 * their totals, and the player's own last bets. Each amount shows in its bet's currency.
 */
export function BetsList({
  bets,
  myBets,
  roundId,
  currency,
  language,
  onMine,
}: {
  bets: CrashPublicBet[];
  myBets: CrashMyBet[];
  roundId: number | null;
  currency: CurrencyCode;
  language: LanguageCode;
  onMine: () => void;
}) {
  const t = useCrashTranslate();
  const [tab, setTab] = useState<Tab>('all');
  const all = liveRows(bets, myBets, roundId, t('bets.you'), Infinity);
  const won = all.reduce((sum, bet) => (bet.currency === currency ? sum + (bet.win ?? 0) : sum), 0);
  const sorted = all.slice(0, ROWS_SHOWN);
  return (
    <section class="crash-bets">
      <div class="crash-tabs" role="tablist">
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'all'}
          onClick={() => setTab('all')}
        >
          {t('bets.all')}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'mine'}
          onClick={() => {
            setTab('mine');
            onMine();
          }}
        >
          {t('bets.mine')}
        </button>
      </div>
      {tab === 'all' ? (
        <>
          <p class="crash-totals muted">
            {t('bets.totals', { count: all.length, amount: formatMoney(won, currency, language) })}
          </p>
          <table class="crash-table" data-testid="crash-bets">
            <thead>
              <tr>
                <th>{t('bets.player')}</th>
                <th>{t('bets.amount')}</th>
                <th>{t('bets.cashedOut')}</th>
                <th>{t('bets.win')}</th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((bet) => (
                <tr
                  key={bet.betId}
                  data-testid="crash-bet-row"
                  data-bet-id={bet.betId}
                  data-cashed={bet.cashedOutAt === null ? '' : (bet.cashedOutAt / 100).toFixed(2)}
                  class={`${bet.cashedOutAt === null ? '' : 'crash-row-won'}${bet.own ? ' crash-row-own' : ''}`}
                >
                  <td>{bet.player}</td>
                  <td>{formatMoney(bet.amount, bet.currency, language)}</td>
                  <td>{bet.cashedOutAt === null ? '' : formatMultiplier(bet.cashedOutAt)}</td>
                  <td>{bet.win === null ? '' : formatMoney(bet.win, bet.currency, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {sorted.length === 0 && <p class="muted crash-empty">{t('bets.none')}</p>}
        </>
      ) : (
        <table class="crash-table" data-testid="crash-my-bets">
          <tbody>
            {myBets.map((bet) => (
              <tr key={bet.betId} class={bet.status === 'cashed' ? 'crash-row-won' : ''}>
                <td>{t('bets.round', { round: bet.roundId })}</td>
                <td>{formatMoney(bet.amount, bet.currency, language)}</td>
                <td>
                  {bet.cashedOutAt !== null
                    ? formatMultiplier(bet.cashedOutAt)
                    : bet.result !== null
                      ? `— ${formatMultiplier(bet.result)}`
                      : ''}
                </td>
                <td>{bet.win === null ? '' : formatMoney(bet.win, bet.currency, language)}</td>
              </tr>
            ))}
            {myBets.length === 0 && (
              <tr>
                <td class="muted">{t('bets.none')}</td>
              </tr>
            )}
          </tbody>
        </table>
      )}
    </section>
  );
}
