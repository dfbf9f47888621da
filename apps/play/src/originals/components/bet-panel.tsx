import { useEffect, useState } from 'preact/hooks';
import type { Money } from '../../lib/money';
import type { OriginalsGame, OriginalsState } from '../game/originals-game';
import { useOriginalsTranslate } from '../i18n/translate';
import { AutoForm } from './auto-form';

export type PanelMode = 'manual' | 'auto';

/**
 * The bet panel every original shares: manual / auto tabs, the amount with ½ and 2×, instant
 * mode, and the main button (Bet; Cash out while a step round is open; Stop while auto runs).
 */
export function BetPanel({
  game,
  state,
  limits,
  money,
  mode,
  onMode,
  paramsValid,
  onInstant,
}: {
  game: OriginalsGame;
  state: OriginalsState;
  limits: { min: number; max: number };
  money: Money;
  mode: PanelMode;
  onMode: (mode: PanelMode) => void;
  /** The board's parameters pass the game's schema (keno needs a pick first). */
  paramsValid: boolean;
  onInstant: (on: boolean) => void;
}) {
  const t = useOriginalsTranslate();
  const [amountText, setAmountText] = useState(() => money.plain(state.amount));
  useEffect(() => setAmountText(money.plain(state.amount)), [state.amount, money]);
  const locked = game.locked;
  const open = game.open;

  const main = open ? (
    <button
      type="button"
      class="orig-main orig-cashout"
      data-testid="originals-cashout"
      disabled={!game.canCashOut}
      onClick={() => game.press()}
    >
      {t('panel.cashOut', { amount: money.format(state.round?.win ?? 0) })}
    </button>
  ) : mode === 'auto' && state.auto ? (
    <button
      type="button"
      class="orig-main orig-stop"
      data-testid="originals-auto-stop"
      onClick={() => game.stopAuto()}
    >
      {t('auto.stop')}
      {state.auto.left !== null && <small>{t('auto.left', { count: state.auto.left })}</small>}
    </button>
  ) : mode === 'manual' ? (
    <button
      type="button"
      class="orig-main"
      data-testid="originals-bet"
      disabled={!game.betReady || (!paramsValid && !state.unresolved)}
      onClick={() => game.press()}
    >
      {t('panel.bet')}
    </button>
  ) : null;

  return (
    <section class="orig-panel" aria-label={t('panel.amount')}>
      {!game.step || mode === 'auto' ? (
        <div class="orig-tabs" role="tablist">
          {(['manual', 'auto'] as const).map((tab) => (
            <button
              type="button"
              role="tab"
              key={tab}
              aria-selected={mode === tab}
              disabled={state.auto !== null}
              onClick={() => onMode(tab)}
            >
              {t(tab === 'manual' ? 'panel.manual' : 'panel.auto')}
            </button>
          ))}
        </div>
      ) : null}
      <label class="orig-label" for="orig-amount">
        {t('panel.amount')}
        <span class="muted">
          {t('panel.limits', { min: money.format(limits.min), max: money.format(limits.max) })}
        </span>
      </label>
      <div class="orig-amount">
        <input
          id="orig-amount"
          data-testid="originals-amount"
          inputMode="decimal"
          value={amountText}
          disabled={locked}
          onInput={(event) => setAmountText(event.currentTarget.value)}
          onBlur={() => {
            const parsed = money.parse(amountText);
            if (parsed === null) setAmountText(money.plain(state.amount));
            else game.setAmount(parsed);
          }}
        />
        <button
          type="button"
          aria-label={t('panel.half')}
          disabled={locked}
          onClick={() => game.half()}
        >
          ½
        </button>
        <button
          type="button"
          aria-label={t('panel.double')}
          disabled={locked}
          onClick={() => game.double()}
        >
          2×
        </button>
        <button type="button" disabled={locked} onClick={() => game.setAmount(limits.min)}>
          {t('panel.min')}
        </button>
        <button type="button" disabled={locked} onClick={() => game.setAmount(limits.max)}>
          {t('panel.max')}
        </button>
      </div>
      {mode === 'auto' &&
        (game.step ? (
          <p class="muted">{t('auto.stepGames')}</p>
        ) : state.auto ? null : (
          <AutoForm
            money={money}
            disabled={locked || !paramsValid || state.unresolved !== null}
            onStart={(settings) => game.startAuto(settings)}
          />
        ))}
      {main}
      <label class="orig-switch" title={t('panel.instantHint')}>
        <input
          type="checkbox"
          data-testid="originals-instant"
          checked={state.instant}
          onChange={(event) => onInstant(event.currentTarget.checked)}
        />
        {t('panel.instant')}
      </label>
    </section>
  );
}
