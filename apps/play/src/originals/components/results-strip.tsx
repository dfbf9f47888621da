import type { StripEntry } from '../game/originals-game';
import { useOriginalsTranslate } from '../i18n/translate';
import { formatMultiplier } from '../lib/format';

/** The last results, newest first: the multiplier, green when the round paid more than its stake. */
export function ResultsStrip({ entries }: { entries: StripEntry[] }) {
  const t = useOriginalsTranslate();
  return (
    <ol class="orig-strip" data-testid="originals-strip" aria-label={t('strip.label')}>
      {entries.map((entry) => (
        <li
          key={entry.roundId}
          class={entry.win > entry.bet ? 'orig-chip orig-chip-win' : 'orig-chip'}
          data-round={entry.roundId}
        >
          {formatMultiplier(entry.multiplier)}
        </li>
      ))}
    </ol>
  );
}
