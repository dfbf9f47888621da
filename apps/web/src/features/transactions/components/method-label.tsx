import type { TransactionItem } from '@jackdaw/contracts';
import { useTranslation } from 'react-i18next';
import { methodNameKey } from '../../../shared/lib/method-name';

/**
 * The method's logo (served by the casino) and name: a payment method's name in the player's
 * language, otherwise the name the item was recorded with (a bonus's), which may be empty.
 */
export function MethodLabel({ method }: { method: TransactionItem['method'] }) {
  const { t } = useTranslation();
  return (
    <span className="flex min-w-0 items-center gap-2">
      {method.logo ? (
        <img
          src={method.logo}
          alt=""
          width={28}
          height={28}
          loading="lazy"
          className="size-7 shrink-0 rounded-md bg-surface-raised object-contain"
        />
      ) : (
        <span aria-hidden="true" className="size-7 shrink-0 rounded-md bg-surface-raised" />
      )}
      <span className="truncate">{method.code ? t(methodNameKey(method.code)) : method.name}</span>
    </span>
  );
}
