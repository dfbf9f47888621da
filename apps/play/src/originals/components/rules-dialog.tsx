import type { OriginalGameId, OriginalsSessionResponse } from '@jackdaw/contracts';
import { Dialog } from '../../components/dialog';
import type { OriginalsMessageKey } from '../i18n/dictionaries/en';
import { useOriginalsTranslate } from '../i18n/translate';
import { isStepGame } from '../game/originals-game';
import type { Money } from '../../lib/money';

const GAME_RULES: Record<OriginalGameId, OriginalsMessageKey> = {
  dice: 'rules.dice',
  limbo: 'rules.limbo',
  plinko: 'rules.plinko',
  mines: 'rules.mines',
  keno: 'rules.keno',
  hilo: 'rules.hilo',
  wheel: 'rules.wheel',
  flip: 'rules.flip',
};

/** The game's rules with the session's own figures: its return, limits and maximum win. */
export function RulesDialog({
  session,
  money,
  onClose,
}: {
  session: Pick<OriginalsSessionResponse, 'game' | 'betLimits'>;
  money: Money;
  onClose: () => void;
}) {
  const t = useOriginalsTranslate();
  const { game } = session;
  return (
    <Dialog
      title={`${t('rules.title')}: ${game.name}`}
      closeLabel={t('app.close')}
      onClose={onClose}
    >
      <ul class="orig-rules" data-testid="originals-rules">
        <li>{t(GAME_RULES[game.id])}</li>
        <li data-rtp={game.rtp}>{t('rules.return', { rtp: game.rtp })}</li>
        <li>
          {t('rules.limits', {
            min: money.format(session.betLimits.min),
            max: money.format(session.betLimits.max),
          })}
        </li>
        <li>{t('rules.maxWin', { maxWin: money.format(game.maxWin) })}</li>
        {isStepGame(game.id) && <li>{t('rules.open')}</li>}
        <li>{t('rules.fair')}</li>
      </ul>
    </Dialog>
  );
}
