import type { LanguageCode, PlaySessionResponse } from '@jackdaw/contracts';
import { formatMoney } from '@jackdaw/money';
import { useEffect, useMemo } from 'preact/hooks';
import { playApi } from './api/play-api';
import { Launch } from './components/launch';
import { SlotScreen } from './components/slot-screen';
import { SlotGame } from './game/slot-game';
import { slotTexts } from './i18n/translate';
import { balanceMessage, postBalance } from './lib/balance-message';
import { errorMessageKey } from './lib/error-message';
import { launchTokenFromPath } from './lib/launch-token';
import { newRoundId } from './lib/round-id';
import { storedPreference } from './lib/stored-preference';
import { playSound } from './sound/sounds';
import { useSoundSwitch } from './sound/use-sound-switch';

/** The slot client: its session, dictionaries and errors through the shared opening. */
export function App() {
  return (
    <Launch
      launchToken={launchTokenFromPath(window.location.pathname)}
      open={(launchToken) => playApi.openSession(launchToken)}
      texts={slotTexts}
      errorKey={errorMessageKey}
    >
      {(session, language) => <Game session={session} language={language} />}
    </Launch>
  );
}

function Game({ session, language }: { session: PlaySessionResponse; language: LanguageCode }) {
  const betKey = `bet:${session.game.titleId}:${session.currency}`;
  const { sound, setSound, play } = useSoundSwitch(playSound);

  const game = useMemo(() => {
    const remembered = Number(storedPreference.get(betKey));
    return new SlotGame(
      session,
      {
        api: playApi,
        wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        sound: play,
        balanceChanged: (balance) =>
          postBalance(balanceMessage(session.mode, session.currency, balance)),
        newRoundId,
        rememberBet: (bet) => storedPreference.set(betKey, String(bet)),
      },
      {
        rememberedBet: Number.isFinite(remembered) && remembered > 0 ? remembered : null,
        turbo: storedPreference.get('turbo') === 'on',
      },
    );
  }, [session, betKey, play]);

  // A feature left unfinished (a lost connection, a closed tab) is played on first.
  useEffect(() => {
    if (session.freeSpins) void game.resumeFreeSpins();
  }, [game, session.freeSpins]);

  // Back online: the lost round is asked for again, or the balance read again and reported, so
  // the game and the site's header agree (README "Decisions").
  useEffect(() => {
    const onOnline = () => void game.reconnected();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [game]);

  const money = (minor: number) => formatMoney(minor, session.currency, language);

  return (
    <SlotScreen
      session={session}
      game={game}
      language={language}
      money={money}
      sound={sound}
      onSound={setSound}
      onTurbo={(on) => {
        game.setTurbo(on);
        storedPreference.set('turbo', on ? 'on' : 'off');
      }}
    />
  );
}
