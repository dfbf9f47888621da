import type { LanguageCode, PlaySessionResponse } from '@jackdaw/contracts';
import { useState } from 'preact/hooks';
import type { AutoplayStop } from '../lib/autoplay';
import { BET_PRESETS, type BetPreset } from '../lib/bet-presets';
import { sessionNet } from '../lib/session-tally';
import { roundResult } from '../lib/win-presentation';
import type { SlotGame } from '../game/slot-game';
import { NORMAL, TURBO } from '../game/timings';
import { useGameState } from '../game/use-game-state';
import type { MessageKey } from '../i18n/translate';
import { useTranslate } from '../i18n/use-translate';
import { AutoplaySheet } from './autoplay-sheet';
import { FairnessSheet } from './fairness-sheet';
import { MenuButton, SoundButton } from './menu-buttons';
import { PaytableSheet } from './paytable-sheet';
import { Reels } from './reels';
import { RoundsSheet } from './rounds-sheet';
import { WinList } from './win-list';

const stopMessages: Record<AutoplayStop, MessageKey> = {
  done: 'autoplay.stopped.done',
  'any-win': 'autoplay.stopped.anyWin',
  'win-above': 'autoplay.stopped.winAbove',
  'balance-below': 'autoplay.stopped.balanceBelow',
  'cannot-afford': 'autoplay.stopped.cannotAfford',
};

type Panel = 'paytable' | 'fairness' | 'autoplay' | 'rounds' | null;

/** Each preset's name for assistive technology, and its face: a word or a sign all can read. */
const presets: Record<BetPreset, { label: MessageKey; face: MessageKey | { sign: string } }> = {
  min: { label: 'bet.minLabel', face: 'bet.min' },
  half: { label: 'bet.halfLabel', face: { sign: '½' } },
  double: { label: 'bet.doubleLabel', face: { sign: '×2' } },
  max: { label: 'bet.maxLabel', face: 'bet.max' },
};

export function SlotScreen({
  session,
  game,
  language,
  money,
  sound,
  onSound,
  onTurbo,
}: {
  session: PlaySessionResponse;
  game: SlotGame;
  language: LanguageCode;
  money: (minor: number) => string;
  sound: boolean;
  onSound: (on: boolean) => void;
  onTurbo: (on: boolean) => void;
}) {
  const t = useTranslate();
  const state = useGameState(game);
  const [panel, setPanel] = useState<Panel>(null);
  const config = session.game;
  const demo = session.mode === 'demo';
  const settled = state.phase === 'presenting' || state.phase === 'idle';
  const inRound = state.phase !== 'idle' || Boolean(state.freeSpins);
  // The round's result once its reels stopped; free spins in play cost nothing more.
  const result =
    settled && state.outcome
      ? roundResult(state.roundWin, state.freeSpins ? 0 : state.roundBet)
      : null;
  const net = sessionNet(state.tally);
  // While the free-spin campaign has spins open, the spin button plays them at its bet.
  const freeRoundNext = (state.freeRounds?.available ?? 0) > 0;
  const shownBet = freeRoundNext ? state.freeRounds!.bet : state.bet;
  const signed = (minor: number) => (minor > 0 ? `+${money(minor)}` : money(minor));

  const notice = state.notice
    ? t(state.notice.key, {
        ...state.notice.values,
        ...(typeof state.notice.values?.amount === 'number'
          ? { amount: money(state.notice.values.amount) }
          : {}),
      })
    : null;

  return (
    <div
      class="game"
      data-phase={state.phase}
      data-mode={session.mode}
      data-result={result?.kind ?? 'none'}
    >
      <div class="bar">
        <h1 class="title">{config.name}</h1>
        {demo ? (
          <span class="badge" title={t('app.demoHint')} data-demo>
            {t('app.demo')}
          </span>
        ) : null}
        <nav class="menu">
          <MenuButton icon="info" label={t('menu.paytable')} onClick={() => setPanel('paytable')} />
          <MenuButton icon="history" label={t('menu.history')} onClick={() => setPanel('rounds')} />
          <MenuButton
            icon="shield"
            label={t('menu.fairness')}
            onClick={() => setPanel('fairness')}
          />
          <SoundButton
            sound={sound}
            label={t(sound ? 'menu.soundOff' : 'menu.soundOn')}
            onSound={onSound}
          />
        </nav>
      </div>

      <div class="stage">
        {state.freeSpins ? (
          <p class="free-counter" role="status" data-free-spins={state.freeSpins.remaining}>
            {t('free.counter', {
              played: state.freeSpins.played,
              awarded: state.freeSpins.awarded,
            })}
            {state.freeSpins.multiplier > 1
              ? ` · ${t('free.multiplier', { multiplier: state.freeSpins.multiplier })}`
              : ''}
          </p>
        ) : null}
        {state.freeRounds && !state.freeSpins ? (
          <p
            class="free-rounds"
            role="status"
            data-free-rounds={state.freeRounds.left}
            data-free-rounds-available={state.freeRounds.available}
          >
            {t('freeRounds.counter', {
              left: state.freeRounds.left,
              total: state.freeRounds.total,
            })}
            {' · '}
            {t('freeRounds.win', { amount: money(state.freeRounds.win) })}
          </p>
        ) : null}
        <div class="reels-box">
          <Reels
            game={config}
            grid={state.grid}
            spinId={state.spinId}
            waiting={state.phase === 'waiting'}
            timings={state.turbo ? TURBO : NORMAL}
            outcome={state.outcome}
            winIndex={state.winIndex}
            settled={settled}
          />
        </div>
        <div class="messages" aria-live="polite">
          {result?.kind === 'returned' ? (
            <p class="returned" data-returned>
              {t('result.returned', {
                win: money(state.roundWin),
                bet: money(state.roundBet),
                net: signed(result.net),
              })}
            </p>
          ) : null}
          {state.error ? (
            <p class="error-text" role="alert" data-error={state.error}>
              {t(state.error)}
              {state.pending ? (
                <button type="button" class="link-button" onClick={() => void game.retry()}>
                  {t('error.retry')}
                </button>
              ) : null}
            </p>
          ) : null}
          {notice ? <p class="notice">{notice}</p> : null}
          {state.autoplayStopped ? (
            <p class="notice" data-autoplay-stopped={state.autoplayStopped}>
              {t(stopMessages[state.autoplayStopped])}
            </p>
          ) : null}
        </div>
        {settled && state.outcome && state.outcome.wins.length > 0 ? (
          <WinList game={config} outcome={state.outcome} winIndex={state.winIndex} money={money} />
        ) : null}
      </div>

      <footer class="controls">
        <div class="stat">
          <span>{t('app.balance')}</span>
          <strong data-balance={state.balance}>{money(state.balance)}</strong>
        </div>
        <div class="stat stat--session" title={t('app.sessionHint')}>
          <span>{t('app.session')}</span>
          <strong data-session-net={net} class={net > 0 ? 'up' : net < 0 ? 'down' : ''}>
            {signed(net)}
          </strong>
        </div>
        <div class="stat stat--win" data-result={result?.kind ?? 'none'}>
          <span>{t(result?.kind === 'returned' ? 'app.returned' : 'app.win')}</span>
          <strong data-win-total={state.roundWin}>{money(state.roundWin)}</strong>
        </div>
        <div class="bet-area">
          <div class="bet" role="group" aria-label={t('app.bet')}>
            <button
              type="button"
              class="round-button"
              aria-label={t('bet.lower')}
              disabled={!game.canSpin || freeRoundNext || state.bet <= (game.ladder[0] ?? 0)}
              onClick={() => game.stepBet(-1)}
            >
              −
            </button>
            <div class="stat">
              <span>{t('app.bet')}</span>
              <strong data-bet={shownBet} data-free-round={freeRoundNext || undefined}>
                {money(shownBet)}
              </strong>
            </div>
            <button
              type="button"
              class="round-button"
              aria-label={t('bet.raise')}
              disabled={!game.canSpin || freeRoundNext || state.bet >= (game.ladder.at(-1) ?? 0)}
              onClick={() => game.stepBet(1)}
            >
              +
            </button>
          </div>
          <div class="presets" role="group" aria-label={t('bet.presets')}>
            {BET_PRESETS.map((preset) => {
              const { label, face } = presets[preset];
              return (
                <button
                  key={preset}
                  type="button"
                  class="preset"
                  // A word face is the name; a sign keeps its visible text first in the name
                  // and adds the words (WCAG 2.5.3 label in name).
                  aria-label={typeof face === 'string' ? undefined : `${face.sign} ${t(label)}`}
                  title={t(label)}
                  data-preset={preset}
                  disabled={!game.canSpin || freeRoundNext || game.presetBet(preset) === state.bet}
                  onClick={() => game.applyPreset(preset)}
                >
                  {typeof face === 'string' ? t(face) : face.sign}
                </button>
              );
            })}
          </div>
        </div>
        <div class="actions">
          <label class="toggle">
            <input
              type="checkbox"
              checked={state.turbo}
              onChange={(event) => onTurbo(event.currentTarget.checked)}
            />
            <span>{t('spin.turbo')}</span>
          </label>
          <button
            type="button"
            class="spin"
            disabled={!game.canSpin}
            onClick={() => void game.spin()}
          >
            {t(freeRoundNext ? 'freeRounds.spin' : 'spin.button')}
          </button>
          {state.autoplay ? (
            <button type="button" class="secondary" onClick={() => game.stopAutoplay()}>
              {t('autoplay.stop', { count: state.autoplay.spinsLeft })}
            </button>
          ) : (
            <button
              type="button"
              class="secondary"
              disabled={!game.canSpin}
              onClick={() => setPanel('autoplay')}
            >
              {t('autoplay.button')}
            </button>
          )}
        </div>
      </footer>

      {panel === 'paytable' ? (
        <PaytableSheet session={session} money={money} onClose={() => setPanel(null)} />
      ) : null}
      {panel === 'fairness' ? (
        <FairnessSheet
          sessionToken={session.sessionToken}
          mode={session.mode}
          titleId={config.titleId}
          seeds={state.seeds}
          lastRound={state.lastRound}
          busy={inRound}
          onSeeds={(seeds) => game.setSeeds(seeds)}
          onClose={() => setPanel(null)}
        />
      ) : null}
      {panel === 'rounds' ? (
        <RoundsSheet
          sessionToken={session.sessionToken}
          mode={session.mode}
          titleId={config.titleId}
          language={language}
          money={money}
          onClose={() => setPanel(null)}
        />
      ) : null}
      {panel === 'autoplay' ? (
        <AutoplaySheet
          language={language}
          onClose={() => setPanel(null)}
          onStart={(settings) => {
            setPanel(null);
            void game.startAutoplay(settings);
          }}
        />
      ) : null}
    </div>
  );
}
