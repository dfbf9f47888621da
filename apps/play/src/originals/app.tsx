import type { LanguageCode, OriginalsSessionResponse } from '@jackdaw/contracts';
import { useCallback, useMemo } from 'preact/hooks';
import { Launch } from '../components/launch';
import { balanceMessage, postBalance } from '../lib/balance-message';
import { moneyIn } from '../lib/money';
import { newRoundId } from '../lib/round-id';
import { storedPreference } from '../lib/stored-preference';
import { useSoundSwitch } from '../sound/use-sound-switch';
import { originalsApi } from './api/originals-api';
import { OriginalsScreen } from './components/originals-screen';
import { OriginalsGame } from './game/originals-game';
import { originalsTexts } from './i18n/translate';
import { originalsErrorKey } from './lib/error-message';
import { originalsLaunchToken } from './lib/launch-token';
import { playOriginalsSound } from './lib/sounds';
import { readStoredParams } from './lib/stored-params';

/** The originals client: one framework for the eight games, the session naming which. */
export function OriginalsApp() {
  return (
    <Launch
      launchToken={originalsLaunchToken(window.location.pathname)}
      open={(launchToken) => originalsApi.openSession(launchToken)}
      texts={originalsTexts}
      errorKey={originalsErrorKey}
    >
      {(session, language) => <Game session={session} language={language} />}
    </Launch>
  );
}

function Game({
  session,
  language,
}: {
  session: OriginalsSessionResponse;
  language: LanguageCode;
}) {
  const { sound, setSound, play } = useSoundSwitch(playOriginalsSound);
  const gameId = session.game.id;
  const amountKey = `originals-bet:${session.currency}`;
  const paramsKey = `originals-params:${gameId}`;

  const game = useMemo(
    () =>
      new OriginalsGame(
        {
          balance: session.balance,
          amount: Number(storedPreference.get(amountKey)) || session.betLimits.min,
          params: readStoredParams(gameId, storedPreference.get(paramsKey)),
          open: session.open,
          instant: storedPreference.get('originals-instant') === 'on',
          seeds: session.seeds,
        },
        {
          game: gameId,
          sessionToken: session.sessionToken,
          limits: session.betLimits,
          bet: originalsApi.bet,
          action: originalsApi.action,
          newId: newRoundId,
          sound: play,
          balanceChanged: (balance) =>
            postBalance(balanceMessage(session.mode, session.currency, balance)),
          remember: (amount, params) => {
            storedPreference.set(amountKey, String(amount));
            storedPreference.set(paramsKey, JSON.stringify(params));
          },
          wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        },
      ),
    // The session never changes while the game is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [session],
  );

  const onInstant = useCallback(
    (on: boolean) => {
      game.setInstant(on);
      storedPreference.set('originals-instant', on ? 'on' : 'off');
    },
    [game],
  );

  const money = useMemo(() => moneyIn(session.currency, language), [session.currency, language]);

  return (
    <OriginalsScreen
      session={session}
      game={game}
      language={language}
      money={money}
      sound={sound}
      onSound={setSound}
      play={play}
      onInstant={onInstant}
    />
  );
}
