import {
  ORIGINAL_PARAMS,
  type LanguageCode,
  type OriginalsSessionResponse,
} from '@jackdaw/contracts';
import { h } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import * as z from 'zod/mini';
import { MenuButton, SoundButton } from '../../components/menu-buttons';
import type { BoardSound } from '../boards/board';
import { BOARD_LOADERS, type AnyBoard } from '../boards/board-loaders';
import type { OriginalsGame } from '../game/originals-game';
import type { OriginalsMessageKey } from '../i18n/dictionaries/en';
import { useOriginalsTranslate } from '../i18n/translate';
import type { AutoStop } from '../lib/auto-bet';
import { hotkeyCommand } from '../lib/hotkeys';
import type { Money } from '../../lib/money';
import { BetPanel, type PanelMode } from './bet-panel';
import { FairnessDialog } from './fairness-dialog';
import { HotkeysDialog } from './hotkeys-dialog';
import { ResultsStrip } from './results-strip';
import { RoundsDialog } from './rounds-dialog';
import { RulesDialog } from './rules-dialog';

const STOP_MESSAGES: Record<AutoStop, OriginalsMessageKey> = {
  done: 'auto.stopped.done',
  profit: 'auto.stopped.profit',
  loss: 'auto.stopped.loss',
  'cannot-afford': 'auto.stopped.cannotAfford',
  error: 'auto.stopped.error',
};

type Open = 'rules' | 'fairness' | 'rounds' | 'hotkeys' | null;

function useGameState(game: OriginalsGame) {
  const [state, setState] = useState(game.state);
  useEffect(() => game.subscribe(() => setState(game.state)), [game]);
  return state;
}

/** The session's board, loaded on its own (a chunk per game). */
function useBoard(game: OriginalsSessionResponse['game']['id']): AnyBoard | null | 'failed' {
  const [board, setBoard] = useState<AnyBoard | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    BOARD_LOADERS[game]().then(
      (loaded) => live && setBoard(() => loaded),
      () => live && setBoard('failed'),
    );
    return () => {
      live = false;
    };
  }, [game]);
  return board;
}

/**
 * The originals' screen: the bar (demo label, balance, rules, fairness, rounds, hotkeys,
 * sound), the results strip, the game's board, then the bet panel; desktop keys act on it.
 */
export function OriginalsScreen({
  session,
  game,
  language,
  money,
  sound,
  onSound,
  play,
  onInstant,
}: {
  session: OriginalsSessionResponse;
  game: OriginalsGame;
  language: LanguageCode;
  money: Money;
  sound: boolean;
  onSound: (on: boolean) => void;
  play: (name: BoardSound) => void;
  onInstant: (on: boolean) => void;
}) {
  const t = useOriginalsTranslate();
  const state = useGameState(game);
  const board = useBoard(session.game.id);
  const [open, setOpen] = useState<Open>(null);
  const [mode, setMode] = useState<PanelMode>('manual');
  const paramsValid = z.safeParse(ORIGINAL_PARAMS[session.game.id], state.params).success;

  // The keydown handler lives as long as the screen: it reads the latest render through a ref.
  const latestRef = useRef({ state, mode, sound, open, paramsValid, onInstant, onSound });
  useEffect(() => {
    latestRef.current = { state, mode, sound, open, paramsValid, onInstant, onSound };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const command = hotkeyCommand({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        repeat: event.repeat,
        targetTag: target?.tagName ?? '',
      });
      const now = latestRef.current;
      // A dialog has the keyboard (and a focused button its own space).
      if (!command || now.open || (command === 'bet' && target?.tagName === 'BUTTON')) return;
      event.preventDefault();
      if (command === 'bet') {
        if (now.state.auto) game.stopAuto();
        else if (now.paramsValid || game.open || now.state.unresolved) game.press();
      } else if (command === 'half') game.half();
      else if (command === 'double') game.double();
      else if (command === 'instant') now.onInstant(!now.state.instant);
      else if (command === 'mute') now.onSound(!now.sound);
      else if (command === 'help') setOpen('hotkeys');
      else if (command === 'auto' && !game.step) {
        if (now.state.auto) game.stopAuto();
        else setMode(now.mode === 'auto' ? 'manual' : 'auto');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [game]);

  const notice = state.notice
    ? state.notice.kind === 'auto'
      ? t(STOP_MESSAGES[state.notice.stop])
      : t(state.notice.key)
    : null;

  return (
    <main class="orig" data-game={session.game.id}>
      <header class="orig-bar">
        {session.mode === 'demo' && (
          <span class="badge" title={t('app.demoHint')} data-testid="originals-demo">
            {t('app.demo')}
          </span>
        )}
        <span class="orig-balance">
          <span class="muted">{t('app.balance')} </span>
          <strong data-testid="originals-balance" data-balance={state.balance}>
            {money.format(state.balance)}
          </strong>
        </span>
        <MenuButton
          icon="info"
          label={t('rules.button')}
          tooltip
          onClick={() => setOpen('rules')}
        />
        <MenuButton
          icon="shield"
          label={t('fairness.button')}
          tooltip
          testId="originals-fairness"
          onClick={() => setOpen('fairness')}
        />
        <MenuButton
          icon="history"
          label={t('rounds.button')}
          tooltip
          onClick={() => setOpen('rounds')}
        />
        <button
          type="button"
          class="icon-button orig-hotkeys-button"
          aria-label={t('hotkeys.button')}
          title={t('hotkeys.button')}
          onClick={() => setOpen('hotkeys')}
        >
          ⌨
        </button>
        <SoundButton
          sound={sound}
          label={sound ? t('app.soundOff') : t('app.soundOn')}
          onSound={onSound}
        />
      </header>
      <ResultsStrip entries={state.strip} />
      <div class="orig-layout">
        <section class="orig-board" aria-label={session.game.name}>
          {board === 'failed' ? (
            <p class="centre error-text" role="alert">
              {t('error.network')}
            </p>
          ) : board ? (
            // The board is the session's game's, loaded once: created with h() as a value.
            h(board, {
              game: session.game.id,
              params: state.params,
              onParams: (params) => game.setParams(params),
              round: state.round,
              bet: state.amount,
              instant: state.instant,
              disabled: state.pending || state.showing || state.auto !== null,
              t,
              money,
              sound: play,
              onSettled: (roundId?: string) => game.settled(roundId),
              onAction: (action) => game.act(action),
            })
          ) : (
            <p class="centre muted" role="status">
              {t('app.loading')}
            </p>
          )}
        </section>
        <div class="orig-side">
          {state.retrying && (
            <p class="orig-notice" role="status">
              {t('app.retrying')}
            </p>
          )}
          {notice && (
            <p
              class={state.notice?.kind === 'auto' ? 'orig-notice' : 'orig-notice error-text'}
              role="alert"
              onClick={() => game.dismiss()}
            >
              {notice}
            </p>
          )}
          <BetPanel
            game={game}
            state={state}
            limits={session.betLimits}
            money={money}
            mode={mode}
            onMode={setMode}
            paramsValid={paramsValid}
            onInstant={onInstant}
          />
        </div>
      </div>
      {open === 'rules' && (
        <RulesDialog session={session} money={money} onClose={() => setOpen(null)} />
      )}
      {open === 'fairness' && (
        <FairnessDialog
          sessionToken={session.sessionToken}
          mode={session.mode}
          maxWin={session.game.maxWin}
          seeds={state.seeds}
          lastRound={state.verifiable}
          busy={game.locked}
          onSeeds={(seeds) => game.setSeeds(seeds)}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'rounds' && (
        <RoundsDialog
          sessionToken={session.sessionToken}
          language={language}
          money={money}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'hotkeys' && <HotkeysDialog onClose={() => setOpen(null)} />}
    </main>
  );
}
