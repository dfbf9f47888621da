import { VERIFY_PAGE_PATH, type CrashFairness, type CrashHistoryEntry } from '@jackdaw/contracts';
import { Dialog } from '../../components/dialog';
import { useCrashTranslate } from '../i18n/translate';
import { formatMultiplier } from '../lib/multiplier';

/** The site's verify page for one crash round (the site reads `?crash=<roundId>`). */
export const crashVerifyHref = (roundId: number): string =>
  `${VERIFY_PAGE_PATH}?crash=${encodeURIComponent(String(roundId))}`;

/**
 * The chain's published data and each recent round's revealed hash and result, each linked to
 * the site's verify page, in the panel both clients share.
 */
export function FairnessDialog({
  fairness,
  history,
  onClose,
}: {
  fairness: CrashFairness;
  history: CrashHistoryEntry[];
  onClose: () => void;
}) {
  const t = useCrashTranslate();
  return (
    <Dialog title={t('fairness.title')} closeLabel={t('app.close')} onClose={onClose}>
      <p class="muted">{t('fairness.explain')}</p>
      <dl class="crash-fairness">
        <dt>{t('fairness.terminatingHash')}</dt>
        <dd class="mono">{fairness.terminatingHash}</dd>
        <dt>{t('fairness.salt')}</dt>
        <dd class="mono">{fairness.salt}</dd>
        <dt>{t('fairness.chainLength')}</dt>
        <dd>{fairness.chainLength}</dd>
      </dl>
      <h3>{t('fairness.recent')}</h3>
      <ul class="crash-fairness-rounds">
        {history.map((entry) => (
          <li key={entry.roundId}>
            <span>
              #{entry.roundId} · {formatMultiplier(entry.result)}
            </span>
            <span class="mono">{entry.hash}</span>
            <a href={crashVerifyHref(entry.roundId)} target="_blank" rel="noopener">
              {t('fairness.verify')}
            </a>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
