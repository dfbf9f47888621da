import type { KenoRisk } from '@jackdaw/games';
import type { OriginalsMessageKey } from '../i18n/dictionaries/en';

/** The risk levels' names; keno's (classic) is a superset of plinko's and the wheel's. */
export const RISK_TEXT = {
  classic: 'board.riskClassic',
  low: 'board.riskLow',
  medium: 'board.riskMedium',
  high: 'board.riskHigh',
} as const satisfies Record<KenoRisk, OriginalsMessageKey>;

/**
 * A labelled choice among a board's parameter values (plinko's rows, the wheel's segments, a
 * risk): the value picked is one of `choices`, never the option's text.
 */
export function BoardSelect<Value extends string | number>({
  label,
  testId,
  value,
  choices,
  text = String,
  disabled,
  onChange,
}: {
  label: string;
  testId: string;
  value: Value;
  choices: readonly Value[];
  /** An option's text; the value itself by default. */
  text?: (choice: Value) => string;
  disabled: boolean;
  onChange: (value: Value) => void;
}) {
  return (
    <label class="board-select">
      <span>{label}</span>
      <select
        data-testid={testId}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const picked = choices.find((choice) => String(choice) === event.currentTarget.value);
          if (picked !== undefined) onChange(picked);
        }}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {text(choice)}
          </option>
        ))}
      </select>
    </label>
  );
}
