import { LANGUAGES, type LanguageCode, type PlayRound } from '@jackdaw/contracts';
import { useEffect, useState } from 'preact/hooks';
import { playApi } from '../api/play-api';
import { errorMessageKey } from '../lib/error-message';
import type { MessageKey } from '../i18n/translate';
import { useTranslate } from '../i18n/use-translate';
import { roundResult } from '../lib/win-presentation';
import { verifyHref } from './fairness-sheet';
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
  const [rounds, setRounds] = useState<PlayRound[] | null>(null);
  const [error, setError] = useState<MessageKey | null>(null);

  useEffect(() => {
    let live = true;
    playApi.sessionRounds({ sessionToken, take: SHOWN }).then(
      (answer) => live && setRounds(answer.rounds),
      (failure: unknown) => live && setError(errorMessageKey(failure)),
    );
    return () => {
      live = false;
    };
  }, [sessionToken]);

  const time = new Intl.DateTimeFormat(LANGUAGES[language].bcp47, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

  return (
    <Sheet title={t('menu.history')} onClose={onClose}>
      <p class="muted">{t(mode === 'real' ? 'history.real' : 'history.demo')}</p>
      {error ? (
        <p class="error-text" role="alert">
          {t(error)}
        </p>
      ) : rounds === null ? (
        <p class="muted" role="status">
          {t('app.loading')}
        </p>
      ) : rounds.length === 0 ? (
        <p class="muted">{t('history.empty')}</p>
      ) : (
        <table class="rounds" data-rounds={rounds.length}>
          <thead>
            <tr>
              <th scope="col">{t('history.time')}</th>
              <th scope="col">{t('history.bet')}</th>
              <th scope="col">{t('history.win')}</th>
              <th scope="col">
                <span class="visually-hidden">{t('history.verify')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((round) => (
              <tr key={round.roundId} data-round={round.roundId}>
                <td>
                  <time dateTime={round.createdAt}>{time.format(new Date(round.createdAt))}</time>
                </td>
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
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Sheet>
  );
}
