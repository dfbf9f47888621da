import type { CurrencyCode } from '@jackdaw/contracts';
import { formatMoney, type MinorAmount } from '@jackdaw/money';
import { cn } from './cn';

/** An amount in minor units (a string from the API, a bigint…) in its currency. */
export function Money({
  minor,
  currency,
  className,
}: {
  minor: MinorAmount;
  currency: CurrencyCode;
  className?: string;
}) {
  return (
    <span className={cn('tabular-nums whitespace-nowrap', className)}>
      {formatMoney(minor, currency, 'EN')}
    </span>
  );
}
