import type { PlayGameConfig, PlaySpinOutcome } from '@jackdaw/contracts';
import { useTranslate } from '../i18n/use-translate';
import { SymbolArt } from './symbol-art';

/** Every win of the spin, one line each: where it paid, what, how many and how much. */
export function WinList({
  game,
  outcome,
  winIndex,
  money,
}: {
  game: PlayGameConfig;
  outcome: PlaySpinOutcome;
  winIndex: number | null;
  money: (minor: number) => string;
}) {
  const t = useTranslate();
  const symbols = new Map(game.symbols.map((symbol) => [symbol.id, symbol]));
  return (
    <ol class="win-list" aria-label={t('app.win')}>
      {outcome.wins.map((win, index) => {
        const symbol = symbols.get(win.symbol);
        const where =
          win.kind === 'line'
            ? t('win.line', { line: (win.line ?? 0) + 1 })
            : win.kind === 'ways'
              ? t('win.ways', { ways: win.ways ?? 0 })
              : t('win.scatter');
        return (
          <li
            key={index}
            class={winIndex === index ? 'win-item win-item--current' : 'win-item'}
            data-win={win.kind}
          >
            <span>{where}</span>
            {symbol ? <SymbolArt symbol={symbol} titleId={game.titleId} class="win-art" /> : null}
            <span>×{win.count}</span>
            {win.multiplier > 1 ? (
              <span>{t('win.multiplier', { multiplier: win.multiplier })}</span>
            ) : null}
            <strong>{money(win.amount)}</strong>
          </li>
        );
      })}
    </ol>
  );
}
