import type { CrashSessionResponse, LanguageCode } from '@jackdaw/contracts';
import { useEffect, useState } from 'preact/hooks';
import { SoundButton } from '../../components/menu-buttons';
import type { AutoBetStop } from '../game/auto-bet';
import type { CrashGame } from '../game/crash-game';
import type { LiveValue } from '../game/live-value';
import type { CrashMessageKey } from '../i18n/dictionaries/en';
import { useCrashTranslate } from '../i18n/translate';
import { crashErrorKey } from '../lib/error-message';
import { formatMultiplier } from '../lib/multiplier';
import type { Money } from '../../lib/money';
import { BetPanel } from './bet-panel';
import { BetsList } from './bets-list';
import { FairnessDialog } from './fairness-dialog';
import { RulesDialog } from './rules-dialog';
import { HistoryStrip } from './history-strip';
import { Stage } from './stage';

const stopMessages: Record<AutoBetStop, CrashMessageKey> = {
  done: 'autoBet.stopped.done',
  loss: 'autoBet.stopped.loss',
  'win-above': 'autoBet.stopped.winAbove',
  'cannot-afford': 'autoBet.stopped.cannotAfford',
  error: 'autoBet.stopped.error',
};

function useGame(game: CrashGame) {
  const [state, setState] = useState(game.state);
  useEffect(() => game.subscribe(() => setState(game.state)), [game]);
  return state;
}

export function CrashScreen({
  session,
  game,
  live,
  language,
  money,
  sound,
  onSound,
  onMyBets,
}: {
  session: CrashSessionResponse;
  game: CrashGame;
  live: LiveValue;
  language: LanguageCode;
  money: Money;
  sound: boolean;
  onSound: (on: boolean) => void;
  onMyBets: () => void;
}) {
  const t = useCrashTranslate();
  const state = useGame(game);
  const [fairness, setFairness] = useState(false);
  const [rules, setRules] = useState(false);
  const notice = state.notice
    ? state.notice.kind === 'auto-bet'
      ? t(stopMessages[state.notice.stop])
      : t(crashErrorKey(state.notice.code))
    : null;

  return (
    <main class="crash">
      <header class="crash-bar">
        {session.mode === 'demo' && (
          <span class="badge" title={t('app.demoHint')}>
            {t('app.demo')}
          </span>
        )}
        <span class="crash-balance">
          <span class="muted">{t('app.balance')} </span>
          <strong data-testid="crash-balance">{money.format(state.balance)}</strong>
        </span>
        <button type="button" class="icon-button" onClick={() => setRules(true)}>
          {t('rules.button')}
        </button>
        <button type="button" class="icon-button" onClick={() => setFairness(true)}>
          {t('fairness.button')}
        </button>
        <SoundButton
          sound={sound}
          label={sound ? t('app.soundOff') : t('app.soundOn')}
          onSound={onSound}
        />
      </header>
      <HistoryStrip history={state.history} onOpen={() => setFairness(true)} />
      <Stage
        game={game}
        live={live}
        phase={state.round?.phase ?? 'betting'}
        roundId={state.round?.roundId ?? null}
      />
      {/* What a screen reader hears of the flight: its end, once. */}
      <p class="visually-hidden" role="status">
        {state.round?.phase === 'ended' && state.round.result !== null
          ? t('phase.ended', { multiplier: formatMultiplier(state.round.result) })
          : ''}
      </p>
      {state.ended ? (
        <p class="crash-notice error-text" role="alert">
          {t(crashErrorKey(state.ended))}
        </p>
      ) : (
        !state.connected && (
          <p class="crash-notice" role="status">
            {t('app.reconnecting')}
          </p>
        )
      )}
      {notice && (
        <p class="crash-notice error-text" role="alert" onClick={() => game.dismiss()}>
          {notice}
        </p>
      )}
      <div class="crash-panels">
        {state.panels.map((panel) => (
          <BetPanel
            key={panel.panel}
            game={game}
            panel={panel}
            round={state.round}
            limits={state.limits}
            live={live}
            money={money}
          />
        ))}
      </div>
      <BetsList
        bets={state.bets}
        myBets={state.myBets}
        roundId={state.round?.roundId ?? null}
        currency={session.currency}
        language={language}
        onMine={onMyBets}
      />
      {rules && <RulesDialog session={session} money={money} onClose={() => setRules(false)} />}
      {fairness && (
        <FairnessDialog
          fairness={session.fairness}
          history={state.history}
          onClose={() => setFairness(false)}
        />
      )}
    </main>
  );
}
