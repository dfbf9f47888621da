import type { SlotTitle } from '@jackdaw/games';
import { emptyTileMarkup, loadTitleArt, tileMarkup, type TitleArt } from '@jackdaw/games/art/load';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpinView } from '../lib/verify-round';

/**
 * The title's artwork, loaded as its own small chunk (the page shows one title at a time);
 * undefined while on its way, null when this build has none for the title.
 */
function useTitleArt(titleId: string): TitleArt | null | undefined {
  const [art, setArt] = useState<{ titleId: string; art: TitleArt | null }>();
  useEffect(() => {
    let live = true;
    loadTitleArt(titleId).then(
      (loaded) => live && setArt({ titleId, art: loaded ?? null }),
      // Offline: the tiles stay plain until the page is opened again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [titleId]);
  return art?.titleId === titleId ? art.art : undefined;
}

/**
 * The symbols a spin shows, reel by reel, drawn with the game's own artwork (never letters, so
 * the table reads the same in every language); each symbol's name in the player's language is
 * its accessible label, and the reel stops the window comes from are its tooltip.
 */
export function SpinWindow({ title, spin }: { title: SlotTitle; spin: SpinView }) {
  const { t } = useTranslation();
  const art = useTitleArt(title.id);
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
      data-art={art === undefined ? 'loading' : 'drawn'}
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
              dangerouslySetInnerHTML={{
                __html:
                  art === undefined
                    ? emptyTileMarkup(symbol.kind)
                    : tileMarkup(art ?? undefined, symbol),
              }}
            />
          );
        }),
      )}
    </div>
  );
}
