import { symbolTile, type SlotTitle } from '@jackdaw/games';
import { useTranslation } from 'react-i18next';
import type { SpinView } from '../lib/verify-round';

/**
 * The symbols a spin shows, reel by reel, drawn with the game's own artwork (never letters, so
 * the table reads the same in every language); each symbol's name in the player's language is
 * its accessible label, and the reel stops the window comes from are its tooltip.
 */
export function SpinWindow({ title, spin }: { title: SlotTitle; spin: SpinView }) {
  const { t } = useTranslation();
  const symbols = new Map(title.symbols.map((symbol) => [symbol.id, symbol]));
  const rows = spin.grid[0]?.length ?? 0;
  return (
    <div
      role="group"
      aria-label={t('verify.window')}
      title={`${t('verify.stops')}: ${spin.stops.join(', ')}`}
      className="inline-grid grid-flow-col gap-0.5"
      style={{ gridTemplateRows: `repeat(${rows}, auto)` }}
      data-window={spin.grid.map((column) => column.join(' ')).join(' | ')}
    >
      {spin.grid.flatMap((column, reel) =>
        column.map((id, row) => {
          const symbol = symbols.get(id) ?? { id, name: id, kind: 'regular' as const };
          return (
            <svg
              key={`${reel}:${row}`}
              viewBox="0 0 100 100"
              role="img"
              aria-label={t(`verify.symbol.${title.id}.${id}`, { defaultValue: symbol.name })}
              className="size-7 sm:size-9"
              data-symbol={id}
              // The game package's own constant artwork, never input.
              dangerouslySetInnerHTML={{ __html: symbolTile(title.id, symbol) }}
            />
          );
        }),
      )}
    </div>
  );
}
