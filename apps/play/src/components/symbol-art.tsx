import type { PlayGameConfig } from '@jackdaw/contracts';
import { emptyTileMarkup, loadTitleArt, tileMarkup, type TitleArt } from '@jackdaw/games/art/load';
import { useEffect, useState } from 'preact/hooks';
import { symbolName } from '../i18n/symbol-name';
import { useTranslate } from '../i18n/use-translate';

type GameSymbol = PlayGameConfig['symbols'][number];

/** Titles' artwork once loaded (null: this build has none for the title). */
const loaded = new Map<string, TitleArt | null>();
const loading = new Map<string, Promise<void>>();

function useTitleArt(titleId: string): TitleArt | null | undefined {
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (loaded.has(titleId)) return;
    let live = true;
    let pending = loading.get(titleId);
    if (!pending) {
      pending = loadTitleArt(titleId).then(
        (art) => void loaded.set(titleId, art ?? null),
        // A chunk that failed to load (offline): the next render of a symbol asks again.
        () => void loading.delete(titleId),
      );
      loading.set(titleId, pending);
    }
    void pending.then(() => live && setVersion((version) => version + 1));
    return () => {
      live = false;
    };
  }, [titleId]);
  return loaded.get(titleId);
}

/**
 * A symbol as inline SVG from the studio's artwork (`@jackdaw/games` art, one small chunk per
 * title): no image requests, crisp at any size, and the same picture as the verify page and
 * the lobby cover. The drawing is never text, so it looks the same in every language; the
 * name, in the player's language, is only its accessible label. The markup is the package's
 * own constant data, never input.
 */
export function SymbolArt({
  symbol,
  titleId,
  class: className,
}: {
  symbol: GameSymbol;
  /** The title the symbol belongs to: symbol ids repeat across titles. */
  titleId: string;
  class?: string;
}) {
  const t = useTranslate();
  const art = useTitleArt(titleId);
  return (
    <svg
      viewBox="0 0 100 100"
      class={className}
      role="img"
      aria-label={symbolName(t, titleId, symbol)}
      data-art={art === undefined ? 'loading' : 'drawn'}
      dangerouslySetInnerHTML={{
        __html:
          art === undefined ? emptyTileMarkup(symbol.kind) : tileMarkup(art ?? undefined, symbol),
      }}
    />
  );
}
