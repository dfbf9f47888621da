import type { CrashSessionResponse, LanguageCode } from '@jackdaw/contracts';
import { useEffect, useMemo } from 'preact/hooks';
import { Launch } from '../components/launch';
import { balanceMessage, postBalance } from '../lib/balance-message';
import { moneyIn } from '../lib/money';
import { newRoundId } from '../lib/round-id';
import { storedPreference } from '../lib/stored-preference';
import { crashApi } from './api/crash-api';
import { CrashScreen } from './components/crash-screen';
import { CrashGame } from './game/crash-game';
import { CrashSocket, socketUrl } from './game/crash-socket';
import { LiveValue } from './game/live-value';
import { crashTexts } from './i18n/translate';
import { crashErrorKey } from './lib/error-message';
import { crashLaunchToken } from './lib/launch-token';
import { playCrashSound } from './lib/sounds';
import { useSoundSwitch } from '../sound/use-sound-switch';

/** The crash client: its session, dictionaries and errors through the shared opening. */
export function CrashApp() {
  return (
    <Launch
      launchToken={crashLaunchToken(window.location.pathname)}
      open={(launchToken) => crashApi.openSession(launchToken)}
      texts={crashTexts}
      errorKey={crashErrorKey}
    >
      {(session, language) => <Game session={session} language={language} />}
    </Launch>
  );
}

function Game({ session, language }: { session: CrashSessionResponse; language: LanguageCode }) {
  const { sound, setSound, play } = useSoundSwitch(playCrashSound);
  const live = useMemo(() => new LiveValue(), []);
  const amountKey = (panel: number) => `crash-bet:${panel}:${session.currency}`;

  const { game, socket } = useMemo(() => {
    const remembered = (panel: number) =>
      Number(storedPreference.get(amountKey(panel))) || session.betLimits.min;
    let socketRef: CrashSocket | null = null;
    const game = new CrashGame(
      {
        balance: session.balance,
        limits: session.betLimits,
        amounts: [remembered(1), remembered(2)],
      },
      {
        send: (message) => socketRef?.send(message) ?? false,
        newId: newRoundId,
        sound: play,
        balanceChanged: (balance) =>
          postBalance(balanceMessage(session.mode, session.currency, balance)),
        rememberAmount: (panel, amount) => storedPreference.set(amountKey(panel), String(amount)),
      },
    );
    const socket = new CrashSocket(socketUrl(window.location), session.sessionToken, {
      message: (message, receivedAt) => game.received(message, receivedAt),
      closed: (fatal) => game.disconnected(fatal),
    });
    socketRef = socket;
    return { game, socket };
    // The session never changes while the game is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session]);

  useEffect(() => {
    socket.open();
    const nudge = () => {
      if (document.visibilityState === 'visible') socket.nudge();
    };
    window.addEventListener('online', nudge);
    document.addEventListener('visibilitychange', nudge);
    return () => {
      window.removeEventListener('online', nudge);
      document.removeEventListener('visibilitychange', nudge);
      socket.close();
    };
  }, [socket]);

  const money = useMemo(() => moneyIn(session.currency, language), [session.currency, language]);

  return (
    <CrashScreen
      session={session}
      game={game}
      live={live}
      language={language}
      money={money}
      sound={sound}
      onSound={setSound}
      onMyBets={() => {
        crashApi.myBets(session.sessionToken).then(
          (answer) => game.loadedMyBets(answer.bets),
          () => undefined,
        );
      }}
    />
  );
}
