import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  parseLanguageCode,
  type LanguageCode,
  type PlaySessionResponse,
} from '@jackdaw/contracts';
import { formatMoney } from '@jackdaw/money';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { playApi } from './api/play-api';
import { SlotScreen } from './components/slot-screen';
import { SlotGame } from './game/slot-game';
import {
  createTranslate,
  DICTIONARY_LOADERS,
  englishTranslate,
  type MessageKey,
  type Translate,
} from './i18n/translate';
import { TranslateContext } from './i18n/use-translate';
import { balanceMessage, postBalance } from './lib/balance-message';
import { errorMessageKey } from './lib/error-message';
import { launchTokenFromPath } from './lib/launch-token';
import { newRoundId } from './lib/round-id';
import { storedPreference } from './lib/stored-preference';
import { playSound } from './sound/sounds';

/**
 * Before the session tells the player's language, the site page around the frame does (same
 * origin, so its <html lang> is readable): an error at opening is then shown in that language.
 */
function siteLanguage(): LanguageCode {
  try {
    const tag = window.parent.document.documentElement.lang;
    const found = (Object.keys(LANGUAGES) as LanguageCode[]).find(
      (code) => LANGUAGES[code].bcp47 === tag,
    );
    return found ?? DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

type Opening =
  | { status: 'loading' }
  | { status: 'failed'; message: MessageKey; t: Translate }
  | { status: 'ready'; session: PlaySessionResponse; language: LanguageCode; t: Translate };

/**
 * Opens the play session from the launch token of the URL (single use: a reload of the frame
 * cannot reopen it, the site's game page launches anew), loads the player's dictionary, then
 * hands over to the game.
 */
export function App() {
  const [opening, setOpening] = useState<Opening>({ status: 'loading' });
  useEffect(() => {
    const launchToken = launchTokenFromPath(window.location.pathname);
    if (!launchToken) {
      setOpening({ status: 'failed', message: 'error.launchInvalid', t: englishTranslate });
      return;
    }
    playApi.openSession(launchToken).then(
      async (session) => {
        const language = parseLanguageCode(session.language) ?? DEFAULT_LANGUAGE;
        const dictionary = await DICTIONARY_LOADERS[language]().catch(() => null);
        document.documentElement.lang = LANGUAGES[language].bcp47;
        setOpening({
          status: 'ready',
          session,
          language,
          t: dictionary ? createTranslate(dictionary) : englishTranslate,
        });
      },
      async (error: unknown) => {
        const dictionary = await DICTIONARY_LOADERS[siteLanguage()]().catch(() => null);
        setOpening({
          status: 'failed',
          message: errorMessageKey(error),
          t: dictionary ? createTranslate(dictionary) : englishTranslate,
        });
      },
    );
  }, []);

  if (opening.status === 'loading') {
    return (
      <p class="centre muted" role="status">
        {englishTranslate('app.loading')}
      </p>
    );
  }
  if (opening.status === 'failed') {
    return (
      <p class="centre error-text" role="alert">
        {opening.t(opening.message)}
      </p>
    );
  }
  return (
    <TranslateContext.Provider value={opening.t}>
      <Game session={opening.session} language={opening.language} />
    </TranslateContext.Provider>
  );
}

function Game({ session, language }: { session: PlaySessionResponse; language: LanguageCode }) {
  const betKey = `bet:${session.game.titleId}:${session.currency}`;
  const [sound, setSound] = useState(() => storedPreference.get('sound') !== 'off');
  // The game's sound callback lives as long as the game: it reads the switch through a ref.
  const soundOnRef = useRef(sound);

  const game = useMemo(() => {
    const remembered = Number(storedPreference.get(betKey));
    return new SlotGame(
      session,
      {
        api: playApi,
        wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        sound: (name) => {
          if (soundOnRef.current) playSound(name);
        },
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
  }, [session, betKey]);

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
      onSound={(on) => {
        setSound(on);
        soundOnRef.current = on;
        storedPreference.set('sound', on ? 'on' : 'off');
      }}
      onTurbo={(on) => {
        game.setTurbo(on);
        storedPreference.set('turbo', on ? 'on' : 'off');
      }}
    />
  );
}
