import { CRASH_AUTO_MAX, CRASH_AUTO_MIN, type CrashRoundState } from '@jackdaw/contracts';
import { crashWin } from '@jackdaw/games';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Money } from '../../lib/money';
import { AUTO_BET_ROUND_CHOICES } from '../game/auto-bet';
import type { CrashGame } from '../game/crash-game';
import { panelButton, type PanelState } from '../game/crash-state';
import type { LiveValue } from '../game/live-value';
import { useCrashTranslate } from '../i18n/translate';
import { formatMultiplier, parseMultiplier, quickAmounts } from '../lib/multiplier';

/** "Cash out 12.34": its amount follows the live multiplier without a Preact render. */
function CashOutLabel({ amount, live, money }: { amount: number; live: LiveValue; money: Money }) {
  const t = useCrashTranslate();
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const write = (hundredths: number) => {
      if (ref.current) {
        ref.current.textContent = t('panel.cashOut', {
          amount: money.format(Number(crashWin(BigInt(amount), hundredths))),
        });
      }
    };
    write(live.value);
    return live.subscribe(write);
  }, [amount, live, money, t]);
  return <span ref={ref} />;
}

function AutoBetForm({
  game,
  panel,
  money,
  onStarted,
}: {
  game: CrashGame;
  panel: PanelState;
  money: Money;
  onStarted: () => void;
}) {
  const t = useCrashTranslate();
  const [rounds, setRounds] = useState<number>(AUTO_BET_ROUND_CHOICES[0]);
  const [loss, setLoss] = useState('');
  const [win, setWin] = useState('');
  return (
    <form
      class="crash-autobet"
      onSubmit={(event) => {
        event.preventDefault();
        game.setAutoBet(panel.panel, {
          rounds,
          stopOnLoss: money.parse(loss),
          stopOnWinAbove: money.parse(win),
        });
        onStarted();
      }}
    >
      <fieldset class="crash-autobet-rounds">
        <legend>{t('autoBet.rounds')}</legend>
        {AUTO_BET_ROUND_CHOICES.map((choice) => (
          <button
            type="button"
            key={choice}
            aria-pressed={rounds === choice}
            onClick={() => setRounds(choice)}
          >
            {choice}
          </button>
        ))}
      </fieldset>
      <label>
        {t('autoBet.stopOnLoss')}
        <input inputMode="decimal" value={loss} onInput={(e) => setLoss(e.currentTarget.value)} />
      </label>
      <label>
        {t('autoBet.stopOnWinAbove')}
        <input inputMode="decimal" value={win} onInput={(e) => setWin(e.currentTarget.value)} />
      </label>
      <button type="submit" class="crash-primary">
        {t('autoBet.start')}
      </button>
    </form>
  );
}

/**
 * One of the two bet panels: amount with −/+ and quick amounts, the main button (Bet, Waiting,
 * Cancel, Cash out), auto cash-out and auto-bet. Its button's `data-state` is the panel state
 * machine's (game/crash-state.ts `panelButton`).
 */
export function BetPanel({
  game,
  panel,
  round,
  limits,
  live,
  money,
}: {
  game: CrashGame;
  panel: PanelState;
  round: CrashRoundState | null;
  limits: { min: number; max: number };
  live: LiveValue;
  money: Money;
}) {
  const t = useCrashTranslate();
  const id = panel.panel;
  const button = panelButton(panel, round);
  const locked = button !== 'bet' || panel.autoBet !== null;
  const [amountText, setAmountText] = useState(() => money.plain(panel.amount));
  const [autoText, setAutoText] = useState(() => (panel.autoValue / 100).toFixed(2));
  const [autoBetOpen, setAutoBetOpen] = useState(false);
  useEffect(() => setAmountText(money.plain(panel.amount)), [panel.amount, money]);
  useEffect(() => setAutoText((panel.autoValue / 100).toFixed(2)), [panel.autoValue]);
  const cashed = panel.bet?.status === 'cashed' ? panel.bet : null;

  const label =
    button === 'cashout' && panel.bet ? (
      <CashOutLabel amount={panel.bet.amount} live={live} money={money} />
    ) : button === 'cancel' ? (
      t('panel.cancel')
    ) : button === 'waiting' ? (
      <>
        {t('panel.waiting')}
        <small>{t('panel.cancel')}</small>
      </>
    ) : (
      <>
        {t('panel.bet')}
        <small>{money.format(panel.amount)}</small>
      </>
    );

  return (
    <section
      class="crash-panel"
      data-testid={`crash-panel-${id}`}
      aria-label={t('panel.title', { panel: id })}
    >
      <div class="crash-panel-row">
        <div class="crash-amount">
          <button
            type="button"
            aria-label={t('panel.lower')}
            disabled={locked}
            onClick={() => game.setAmount(id, panel.amount - limits.min)}
          >
            −
          </button>
          <input
            data-testid="crash-amount"
            aria-label={t('panel.amount')}
            inputMode="decimal"
            value={amountText}
            disabled={locked}
            onInput={(event) => setAmountText(event.currentTarget.value)}
            onBlur={() => {
              const parsed = money.parse(amountText);
              if (parsed === null) setAmountText(money.plain(panel.amount));
              else game.setAmount(id, parsed);
            }}
          />
          <button
            type="button"
            aria-label={t('panel.raise')}
            disabled={locked}
            onClick={() => game.setAmount(id, panel.amount + limits.min)}
          >
            +
          </button>
        </div>
        <button
          type="button"
          class={`crash-bet crash-bet-${button}`}
          data-testid="crash-bet"
          data-state={button}
          disabled={panel.pending !== null && button !== 'waiting'}
          onClick={() => game.press(id)}
        >
          {label}
        </button>
      </div>
      <div class="crash-quick">
        <button type="button" disabled={locked} onClick={() => game.setAmount(id, limits.min)}>
          {t('panel.min')}
        </button>
        <button
          type="button"
          aria-label={t('panel.half')}
          disabled={locked}
          onClick={() => game.setAmount(id, Math.floor(panel.amount / 2))}
        >
          ½
        </button>
        <button
          type="button"
          aria-label={t('panel.double')}
          disabled={locked}
          onClick={() => game.setAmount(id, panel.amount * 2)}
        >
          ×2
        </button>
        {quickAmounts(limits).map((amount) => (
          <button
            type="button"
            key={amount}
            disabled={locked}
            onClick={() => game.setAmount(id, amount)}
          >
            {money.plain(amount)}
          </button>
        ))}
      </div>
      <div class="crash-panel-row crash-auto">
        <label class="crash-switch">
          <input
            type="checkbox"
            data-testid="crash-auto-toggle"
            checked={panel.auto}
            disabled={button !== 'bet' && button !== 'waiting'}
            onChange={(event) => game.setAuto(id, event.currentTarget.checked)}
          />
          {t('panel.auto')}
        </label>
        <input
          class="crash-auto-value"
          data-testid="crash-auto-value"
          aria-label={t('panel.autoValue')}
          inputMode="decimal"
          value={autoText}
          disabled={button !== 'bet' && button !== 'waiting'}
          onInput={(event) => setAutoText(event.currentTarget.value)}
          onBlur={() => {
            const parsed = parseMultiplier(autoText);
            if (parsed === null) setAutoText((panel.autoValue / 100).toFixed(2));
            else
              game.setAuto(
                id,
                panel.auto,
                Math.min(CRASH_AUTO_MAX, Math.max(CRASH_AUTO_MIN, parsed)),
              );
          }}
        />
        {panel.autoBet ? (
          <button
            type="button"
            class="crash-autobet-stop"
            onClick={() => game.setAutoBet(id, null)}
          >
            {t('autoBet.stop', { count: panel.autoBet.roundsLeft })}
          </button>
        ) : (
          <button
            type="button"
            aria-expanded={autoBetOpen}
            disabled={button !== 'bet'}
            onClick={() => setAutoBetOpen(!autoBetOpen)}
          >
            {t('autoBet.button')}
          </button>
        )}
      </div>
      {autoBetOpen && !panel.autoBet && (
        <AutoBetForm
          game={game}
          panel={panel}
          money={money}
          onStarted={() => setAutoBetOpen(false)}
        />
      )}
      {cashed && cashed.cashedOutAt !== null && (
        <p class="crash-cashed" role="status">
          {t('panel.cashedOut', {
            multiplier: formatMultiplier(cashed.cashedOutAt),
            amount: money.format(cashed.win ?? 0),
          })}
        </p>
      )}
    </section>
  );
}
