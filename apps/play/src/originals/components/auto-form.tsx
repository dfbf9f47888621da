import { useState } from 'preact/hooks';
import type { AutoAdjust, AutoSettings } from '../lib/auto-bet';
import { useOriginalsTranslate } from '../i18n/translate';
import type { Money } from '../../lib/money';

/** Above −100 %: a bet cannot be lowered to nothing. */
function readPercent(text: string): number {
  const number = Number(text.replace(',', '.'));
  return Number.isFinite(number) && number > -100 ? number : 0;
}

/** "Reset" or "Increase by n %" after a win or a loss. */
function AdjustField({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: AutoAdjust;
  onChange: (value: AutoAdjust) => void;
}) {
  const t = useOriginalsTranslate();
  const [percent, setPercent] = useState('100');
  return (
    <fieldset class="orig-adjust">
      <legend>{legend}</legend>
      <button
        type="button"
        aria-pressed={value.kind === 'reset'}
        onClick={() => onChange({ kind: 'reset' })}
      >
        {t('auto.reset')}
      </button>
      <button
        type="button"
        aria-pressed={value.kind === 'increase'}
        onClick={() => onChange({ kind: 'increase', percent: readPercent(percent) })}
      >
        {t('auto.increase')}
      </button>
      <input
        inputMode="decimal"
        aria-label={t('auto.increase')}
        value={percent}
        disabled={value.kind !== 'increase'}
        onInput={(event) => {
          setPercent(event.currentTarget.value);
          onChange({ kind: 'increase', percent: readPercent(event.currentTarget.value) });
        }}
      />
    </fieldset>
  );
}

/** The auto-bet settings: number of bets, what a win or a loss does, the stop limits. */
export function AutoForm({
  money,
  disabled,
  onStart,
}: {
  money: Money;
  disabled: boolean;
  onStart: (settings: AutoSettings) => void;
}) {
  const t = useOriginalsTranslate();
  const [count, setCount] = useState('10');
  const [onWin, setOnWin] = useState<AutoAdjust>({ kind: 'reset' });
  const [onLoss, setOnLoss] = useState<AutoAdjust>({ kind: 'reset' });
  const [profit, setProfit] = useState('');
  const [loss, setLoss] = useState('');
  return (
    <form
      class="orig-auto"
      onSubmit={(event) => {
        event.preventDefault();
        const bets = Math.max(0, Math.floor(Number(count) || 0));
        onStart({
          count: bets,
          onWin,
          onLoss,
          stopProfit: money.parse(profit),
          stopLoss: money.parse(loss),
        });
      }}
    >
      <label>
        {t('auto.count')}
        <input
          inputMode="numeric"
          data-testid="originals-auto-count"
          value={count}
          onInput={(event) => setCount(event.currentTarget.value)}
        />
      </label>
      <AdjustField legend={t('auto.onWin')} value={onWin} onChange={setOnWin} />
      <AdjustField legend={t('auto.onLoss')} value={onLoss} onChange={setOnLoss} />
      <label>
        {t('auto.stopProfit')}
        <input
          inputMode="decimal"
          data-testid="originals-auto-profit"
          value={profit}
          onInput={(event) => setProfit(event.currentTarget.value)}
        />
      </label>
      <label>
        {t('auto.stopLoss')}
        <input
          inputMode="decimal"
          data-testid="originals-auto-loss"
          value={loss}
          onInput={(event) => setLoss(event.currentTarget.value)}
        />
      </label>
      <button
        type="submit"
        class="orig-main"
        data-testid="originals-auto-start"
        disabled={disabled}
      >
        {t('auto.start')}
      </button>
    </form>
  );
}
