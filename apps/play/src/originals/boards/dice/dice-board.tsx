import {
  diceMultiplier,
  displayMultiplier,
  type DiceOutcome,
  type DiceParams,
} from '@jackdaw/games';
import { useEffect, useState } from 'preact/hooks';
import {
  formatChance,
  formatHundredths,
  formatMultiplier,
  parseHundredths,
} from '../../lib/format';
import type { BoardProps } from '../board';
import { chanceOf, switchDirection, withChance, withMultiplier, withTarget } from './dice-params';
import './dice.css';

/** How long the result marker slides to the roll. */
const ROLL_MS = 450;

/** A field that edits a number as text and applies it on blur or Enter. */
function NumberField({
  label,
  value,
  disabled,
  suffix,
  onApply,
  testId,
}: {
  label: string;
  value: string;
  disabled: boolean;
  suffix: string;
  onApply: (text: string) => void;
  testId: string;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <label class="board-field">
      <span>{label}</span>
      <span class="board-input">
        <input
          inputMode="decimal"
          data-testid={testId}
          value={text}
          disabled={disabled}
          onInput={(event) => setText(event.currentTarget.value)}
          onBlur={() => onApply(text)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onApply(text);
          }}
        />
        <span aria-hidden="true">{suffix}</span>
      </span>
    </label>
  );
}

/**
 * Dice: a 0–100 track with the winning zone, a slider for the target, the roll marked on it;
 * target, over / under, chance and multiplier below, each updating the others.
 */
export default function DiceBoard({
  params,
  onParams,
  round,
  instant,
  disabled,
  t,
  onSettled,
}: BoardProps<DiceParams, DiceOutcome>) {
  const [shown, setShown] = useState<DiceOutcome | null>(round?.outcome ?? null);
  const [rolling, setRolling] = useState(false);

  useEffect(() => {
    if (!round) return;
    setShown(round.outcome);
    if (instant) {
      onSettled();
      return;
    }
    setRolling(true);
    const timer = setTimeout(() => {
      setRolling(false);
      onSettled();
    }, ROLL_MS);
    return () => clearTimeout(timer);
    // A new round object is a new roll; the rest are read as they stand.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round]);

  const chance = chanceOf(params);
  const multiplier = displayMultiplier(diceMultiplier(params));
  const over = params.direction === 'over';
  const target = params.target / 100;
  const won = shown?.won ?? null;

  return (
    <div class="board dice">
      <div class="board-stage dice-stage">
        <p
          class={`dice-result ${won === null ? '' : won ? 'is-won' : 'is-lost'}`}
          data-testid="dice-result"
          role="status"
        >
          {shown ? formatHundredths(shown.roll) : '–'}
        </p>
        <div
          class="dice-track"
          style={{
            background: over
              ? `linear-gradient(90deg, var(--danger) ${target}%, var(--ok) ${target}%)`
              : `linear-gradient(90deg, var(--ok) ${target}%, var(--danger) ${target}%)`,
          }}
        >
          {shown && (
            <span
              class={`dice-marker ${rolling ? 'is-rolling' : ''} ${won ? 'is-won' : 'is-lost'}`}
              style={{ left: `${shown.roll / 100}%` }}
              aria-hidden="true"
            >
              {formatHundredths(shown.roll)}
            </span>
          )}
        </div>
        <input
          type="range"
          class="dice-slider"
          data-testid="dice-slider"
          aria-label={t('dice.target')}
          min={0}
          max={10_000}
          step={1}
          value={params.target}
          disabled={disabled}
          onInput={(event) => onParams(withTarget(params, Number(event.currentTarget.value)))}
        />
        <div class="dice-scale" aria-hidden="true">
          <span>0</span>
          <span>25</span>
          <span>50</span>
          <span>75</span>
          <span>100</span>
        </div>
      </div>
      <div class="board-controls dice-controls">
        <NumberField
          label={t('board.multiplier')}
          testId="dice-multiplier"
          value={formatMultiplier(multiplier, 4).slice(0, -1)}
          suffix="×"
          disabled={disabled}
          onApply={(text) => {
            const hundredths = parseHundredths(text);
            if (hundredths !== null) onParams(withMultiplier(params, hundredths));
          }}
        />
        <NumberField
          label={over ? t('dice.over') : t('dice.under')}
          testId="dice-target"
          value={formatHundredths(params.target)}
          suffix=""
          disabled={disabled}
          onApply={(text) => {
            const hundredths = parseHundredths(text);
            if (hundredths !== null) onParams(withTarget(params, hundredths));
          }}
        />
        <NumberField
          label={t('board.chance')}
          testId="dice-chance"
          value={formatHundredths(chance)}
          suffix="%"
          disabled={disabled}
          onApply={(text) => {
            const hundredths = parseHundredths(text);
            if (hundredths !== null) onParams(withChance(params, hundredths));
          }}
        />
        <button
          type="button"
          class="board-toggle"
          data-testid="dice-direction"
          aria-label={t('dice.switch')}
          disabled={disabled}
          onClick={() => onParams(switchDirection(params))}
        >
          ⇄ {over ? t('dice.over') : t('dice.under')}
        </button>
      </div>
      <p class="visually-hidden" role="status">
        {shown && !rolling
          ? `${t('dice.roll', { roll: formatHundredths(shown.roll) })} · ${formatChance(shown.chance)}`
          : ''}
      </p>
    </div>
  );
}
