import type { TransactionItem } from '@jackdaw/contracts';

/** The method's logo (served by the casino) and name; the name may be empty by design. */
export function MethodLabel({ method }: { method: TransactionItem['method'] }) {
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
      <span className="truncate">{method.name}</span>
    </span>
  );
}
