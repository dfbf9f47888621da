import type { PlaySessionResponse } from '@jackdaw/contracts';
import { useTranslate } from '../i18n/use-translate';
import { Sheet } from './sheet';
import { SymbolArt } from './symbol-art';

/** Pays per symbol and count, the way wins are counted, the feature's rules and the RTP. */
export function PaytableSheet({
  session,
  money,
  onClose,
}: {
  session: PlaySessionResponse;
  money: (minor: number) => string;
  onClose: () => void;
}) {
  const t = useTranslate();
  const { game, betLimits } = session;
  const ordered = [...game.symbols].sort(
    (a, b) => kindOrder(a.kind) - kindOrder(b.kind) || topPay(b.pays) - topPay(a.pays),
  );
  const rules = game.freeSpins;
  return (
    <Sheet title={t('menu.paytable')} onClose={onClose}>
      <ul class="paytable" aria-label={t('menu.paytable')}>
        {ordered.map((symbol) => (
          <li key={symbol.id} class="paytable-row" data-symbol={symbol.id}>
            <SymbolArt symbol={symbol} titleId={game.titleId} class="paytable-art" />
            <div>
              <dl class="pays">
                {Object.entries(symbol.pays ?? {})
                  .sort(([a], [b]) => Number(b) - Number(a))
                  .map(([count, pay]) => (
                    <div key={count}>
                      <dt>{count}×</dt>
                      <dd>{pay}</dd>
                    </div>
                  ))}
              </dl>
              {symbol.kind === 'wild' ? (
                <p class="rule">
                  {t('paytable.wild')}
                  {symbol.multiplier && symbol.multiplier > 1
                    ? ` ${t('paytable.wildMultiplier', { multiplier: symbol.multiplier })}`
                    : ''}
                </p>
              ) : null}
              {symbol.kind === 'scatter' ? <p class="rule">{t('paytable.scatter')}</p> : null}
            </div>
          </li>
        ))}
      </ul>
      <ul class="rules">
        {game.pay.kind === 'lines' ? (
          <>
            <li>{t('paytable.lines', { count: game.pay.lines.length })}</li>
            <li>{t('paytable.lineBet')}</li>
          </>
        ) : (
          <>
            <li>{t('paytable.ways', { count: game.rows ** game.reels })}</li>
            <li>{t('paytable.wayBet', { divisor: game.pay.betDivisor })}</li>
          </>
        )}
        {rules
          ? Object.entries(rules.awards).map(([count, spins]) => (
              <li key={count}>{t('paytable.freeSpins', { count, spins })}</li>
            ))
          : null}
        {rules && rules.multiplier > 1 ? (
          <li>{t('paytable.freeMultiplier', { multiplier: rules.multiplier })}</li>
        ) : null}
        {rules?.retrigger ? <li>{t('paytable.retrigger')}</li> : null}
        <li>{t('paytable.betRange', { min: money(betLimits.min), max: money(betLimits.max) })}</li>
        <li data-rtp>{t('paytable.rtp', { rtp: game.rtp.toFixed(2) })}</li>
        <li>{t('paytable.malfunction')}</li>
        <li class="muted">{t('paytable.version', { version: game.paytableVersion })}</li>
      </ul>
    </Sheet>
  );
}

const kindOrder = (kind: string) => (kind === 'wild' ? 0 : kind === 'scatter' ? 1 : 2);
const topPay = (pays: Record<string, number> | undefined) =>
  Math.max(0, ...Object.values(pays ?? {}));
