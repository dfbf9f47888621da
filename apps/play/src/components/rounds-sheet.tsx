import type { LanguageCode } from '@jackdaw/contracts';
import { playApi } from '../api/play-api';
import { errorMessageKey } from '../lib/error-message';
import { useTranslate } from '../i18n/use-translate';
import { roundResult } from '../lib/win-presentation';
import { verifyHref } from './fairness-sheet';
import { LastRounds } from './last-rounds';
import { Sheet } from './sheet';

/** How many of the last rounds the sheet lists. */
const SHOWN = 20;

/**
 * The player's last rounds, inside the game: when, the bet, what came back, and a link to the
 * site's verify page for each (a real round by id; a demo round by its seeds, which the demo
 * session keeps). Real sessions list the player's real rounds of this game, demo sessions their
 * own (`POST /play/session/rounds`).
 */
export function RoundsSheet({
  sessionToken,
  mode,
  titleId,
  language,
  money,
  onClose,
}: {
  sessionToken: string;
  mode: 'real' | 'demo';
  titleId: string;
  language: LanguageCode;
  money: (minor: number) => string;
  onClose: () => void;
}) {
  const t = useTranslate();
  return (
    <Sheet title={t('menu.history')} onClose={onClose}>
      <p class="muted">{t(mode === 'real' ? 'history.real' : 'history.demo')}</p>
      <LastRounds
        load={() => playApi.sessionRounds({ sessionToken, take: SHOWN })}
        errorKey={errorMessageKey}
        t={t}
        loadingKey="app.loading"
        emptyKey="history.empty"
        language={language}
        tableClass="rounds"
        headers={[
          t('history.time'),
          t('history.bet'),
          t('history.win'),
          <span class="visually-hidden">{t('history.verify')}</span>,
        ]}
        cells={(round) => (
          <>
            <td>{money(round.bet)}</td>
            <td data-result={roundResult(round.win, round.bet).kind}>{money(round.win)}</td>
            <td>
              <a
                class="link"
                href={verifyHref(mode, titleId, round, null)}
                target="_blank"
                rel="noopener"
              >
                {t('history.verify')}
              </a>
            </td>
          </>
        )}
      />
    </Sheet>
  );
}
