import { BKASH_ACCOUNT_TYPES, type BkashAccountType } from '@jackdaw/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The wallet account type to pay from (spec core §3): agent (cash out), personal (send money),
 * merchant (make payment).
 */
export function BkashTypeChoice({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange(value: BkashAccountType): void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-text-muted">
        {t('payments.field.bkashType')}
      </legend>
      <div className="grid grid-cols-3 gap-2">
        {BKASH_ACCOUNT_TYPES.map((type) => (
          <label
            key={type}
            className="flex cursor-pointer flex-col items-center gap-0.5 rounded-lg border border-border bg-surface-raised px-2 py-2 text-center text-sm has-[:checked]:border-accent has-[:checked]:text-accent"
          >
            <input
              type="radio"
              name="bkashType"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="sr-only"
            />
            <span className="font-semibold">{t(`payments.bkashType.${type}`)}</span>
            <span className="text-xs text-text-muted">{t(`payments.bkashType.${type}.hint`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
