import type { CrashHistoryEntry } from '@jackdaw/contracts';
import { useCrashTranslate } from '../i18n/translate';
import { formatMultiplier, resultBand } from '../lib/multiplier';

/** The last results, newest first, coloured by band (under 2×, 2–10×, 10× and more). */
export function HistoryStrip({
  history,
  onOpen,
}: {
  history: CrashHistoryEntry[];
  onOpen: () => void;
}) {
  const t = useCrashTranslate();
  return (
    <ol class="crash-history" data-testid="crash-history" aria-label={t('history.label')}>
      {history.map((entry) => (
        <li key={entry.roundId}>
          <button
            type="button"
            class={`crash-chip crash-chip-${resultBand(entry.result)}`}
            data-round={entry.roundId}
            onClick={onOpen}
          >
            {formatMultiplier(entry.result)}
          </button>
        </li>
      ))}
    </ol>
  );
}
