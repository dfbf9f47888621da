import { DEFAULT_LANGUAGE, parseLanguageCode, type RecentWin } from '@jackdaw/contracts';
import { formatMoney } from '@jackdaw/money';
import { Trophy } from 'lucide-react';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import { useRecentWins } from '../api/get-recent-wins';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * A win that arrives while the strip is on screen slides in, unless the player asked for calm;
 * those of the first drawing do not (`ready` is still false when they mount).
 */
function useArrival(ready: RefObject<boolean>) {
  const ref = useRef<HTMLLIElement | null>(null);
  useEffect(() => {
    const node = ref.current;
    if (!ready.current || !node || typeof node.animate !== 'function') return;
    if (window.matchMedia(REDUCED_MOTION).matches) return;
    node.animate(
      [
        { opacity: 0, transform: 'translateX(-12px)' },
        { opacity: 1, transform: 'none' },
      ],
      { duration: 400, easing: 'ease-out' },
    );
  }, [ready]);
  return ref;
}

function WinChip({
  win,
  ready,
  language,
}: {
  win: RecentWin;
  ready: RefObject<boolean>;
  language: string;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const ref = useArrival(ready);
  const amount = formatMoney(
    win.amount,
    win.currency,
    parseLanguageCode(language) ?? DEFAULT_LANGUAGE,
  );
  const multiplier = `×${win.multiplier.toLocaleString(language, { maximumFractionDigits: 2 })}`;
  return (
    <li ref={ref} className="shrink-0" data-win={win.id}>
      <Link
        to={localized(paths.game(win.game.alias))}
        // The visible text is the link's name (as heard); the sentence is its tooltip.
        title={t('games.recentWins.item', {
          player: win.player,
          game: win.game.name,
          multiplier,
          amount,
        })}
        className="flex h-12 items-center gap-2 rounded-full border border-border bg-surface px-3 text-sm hover:border-accent"
      >
        <Trophy aria-hidden="true" size={16} className="text-accent" />
        <span className="font-semibold">{win.player}</span>
        <span className="max-w-[9rem] truncate text-text-muted">{win.game.name}</span>
        <span className="font-bold text-accent">{multiplier}</span>
        <span className="font-semibold text-success">{amount}</span>
      </Link>
    </li>
  );
}

/**
 * The lobby's "recent wins" strip: real-money rounds of the last day that paid 5× the stake or
 * more (GET /games/recent-wins), newest first, asked again every few seconds. The box keeps its
 * height whatever it holds, so nothing below it moves when wins arrive.
 */
export function RecentWins() {
  const { t, i18n } = useTranslation();
  const { data, isPending } = useRecentWins();
  // Set after the first wins are drawn (a parent's effect runs after its children's).
  const ready = useRef(false);
  useEffect(() => {
    if (data) ready.current = true;
  }, [data]);

  return (
    <section aria-labelledby="recent-wins-title" className="flex flex-col gap-2" data-recent-wins>
      <h2 id="recent-wins-title" className="text-base font-bold">
        {t('games.recentWins.title')}
      </h2>
      <div className="h-12">
        {isPending ? (
          <div className="h-12 animate-pulse rounded-full bg-surface motion-reduce:animate-none" />
        ) : !data || data.length === 0 ? (
          <p className="flex h-12 items-center text-sm text-text-muted">
            {t('games.recentWins.empty')}
          </p>
        ) : (
          <ul className="-mx-3 flex gap-2 overflow-x-auto px-3 md:mx-0 md:px-0">
            {data.map((win) => (
              <WinChip key={win.id} win={win} ready={ready} language={i18n.language} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
