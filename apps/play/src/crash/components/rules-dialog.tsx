import type { CrashSessionResponse } from '@jackdaw/contracts';
import { Dialog } from '../../components/dialog';
import { useCrashTranslate } from '../i18n/translate';
import type { Money } from '../../lib/money';

/**
 * The game's rules, with the session's own limits: how a round plays, auto cash-out, the
 * return, and what happens to bets when a round is interrupted or the player's connection
 * drops (the server module's README, "Decisions").
 */
export function RulesDialog({
  session,
  money,
  onClose,
}: {
  session: Pick<CrashSessionResponse, 'betLimits' | 'maxWin'>;
  money: Money;
  onClose: () => void;
}) {
  const t = useCrashTranslate();
  return (
    <Dialog title={t('rules.title')} closeLabel={t('app.close')} onClose={onClose}>
      <ul class="crash-rules">
        <li>{t('rules.play')}</li>
        <li>{t('rules.auto')}</li>
        <li>{t('rules.lost')}</li>
        <li>
          {t('rules.limits', {
            min: money.format(session.betLimits.min),
            max: money.format(session.betLimits.max),
            maxWin: money.format(session.maxWin),
          })}
        </li>
        <li>{t('rules.return')}</li>
        <li>{t('rules.interrupted')}</li>
        <li>{t('rules.disconnect')}</li>
        <li>{t('rules.bonus')}</li>
      </ul>
    </Dialog>
  );
}
