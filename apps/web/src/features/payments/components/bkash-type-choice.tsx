import { BKASH_ACCOUNT_TYPES, type BkashAccountType } from '@jackdaw/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The wallet account type to pay from (spec core §3): agent (cash out), personal (send money),
 * merchant (make payment).
 */
export function BkashTypeChoice({
  value,
  error = null,
  onChange,
}: {
  value: string | undefined;
  /** Why the form could not go on without a type, told under the choice. */
  error?: string | null;
  onChange(value: BkashAccountType): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-text-muted">
        {t('payments.field.bkashType')}
      </legend>
      <div className="grid grid-cols-3 gap-2">
        {BKASH_ACCOUNT_TYPES.map((type, index) => (
          <label
            key={type}
            className={`flex cursor-pointer flex-col items-center gap-0.5 rounded-lg border bg-surface-raised px-2 py-2 text-center text-sm has-[:checked]:border-accent has-[:checked]:text-accent has-[:focus-visible]:outline has-[:focus-visible]:outline-2 ${
              error ? 'border-danger' : 'border-border'
            }`}
          >
            <input
              type="radio"
              name="bkashType"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              // The first radio carries the mark: it is where the focus goes to fix it.
              aria-invalid={error !== null && index === 0 ? true : undefined}
              className="sr-only"
            />
            <span className="font-semibold">{t(`payments.bkashType.${type}`)}</span>
            <span className="text-xs text-text-muted">{t(`payments.bkashType.${type}.hint`)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
