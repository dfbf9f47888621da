import type { LanguageCode } from '@jackdaw/contracts';
import { Dialog } from '../../components/dialog';
import { LastRounds } from '../../components/last-rounds';
import { originalsApi } from '../api/originals-api';
import { useOriginalsTranslate } from '../i18n/translate';
import { originalsErrorKey } from '../lib/error-message';
import type { Money } from '../../lib/money';
import { originalsVerifyHref } from '../lib/verify-link';

/** How many of the last rounds the sheet lists. */
const SHOWN = 20;

/**
 * The player's last rounds of this game (`POST /play/session/rounds`): when, the bet, the win,
 * and a link to the site's verify page for each.
 */
export function RoundsDialog({
  sessionToken,
  language,
  money,
  onClose,
}: {
  sessionToken: string;
  language: LanguageCode;
  money: Money;
  onClose: () => void;
}) {
  const t = useOriginalsTranslate();
  return (
    <Dialog title={t('rounds.title')} closeLabel={t('app.close')} onClose={onClose}>
      <LastRounds
        load={() => originalsApi.rounds(sessionToken, SHOWN)}
        errorKey={originalsErrorKey}
        t={t}
        loadingKey="app.loading"
        emptyKey="rounds.none"
        language={language}
        tableClass="orig-rounds"
        headers={[
          <span class="visually-hidden">{t('rounds.title')}</span>,
          t('rounds.bet'),
          t('rounds.win'),
          <span class="visually-hidden">{t('rounds.verify')}</span>,
        ]}
        cells={(round) => (
          <>
            <td>{money.format(round.bet)}</td>
            <td class={round.win > round.bet ? 'ok-text' : undefined}>
              {round.status === 'complete' ? money.format(round.win) : t('rounds.open')}
            </td>
            <td>
              {/* A demo round is stored for no one: the fairness panel links its latest. */}
              {round.mode === 'real' && (
                <a href={originalsVerifyHref(round.roundId)} target="_blank" rel="noopener">
                  {t('rounds.verify')}
                </a>
              )}
            </td>
          </>
        )}
      />
    </Dialog>
  );
}
