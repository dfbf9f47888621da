import { useTranslation } from 'react-i18next';
import { methodNameKey } from '../../../shared/lib/method-name';
import type { ClientMethod } from '../lib/payment-methods';

/**
 * The one-click deposit (engagement §2) at the top of the deposit popup: the last credited
 * deposit's amount and method again, in one tap. Shown only while the personal page's switch is
 * on and the method still takes that amount (the server decides both).
 */
export function OneClickDeposit({
  method,
  amount,
  pending,
  onDeposit,
}: {
  method: ClientMethod;
  /** The amount, formatted. */
  amount: string;
  pending: boolean;
  onDeposit(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1.5" data-testid="deposit-again">
      <button
        type="button"
        onClick={onDeposit}
        disabled={pending}
        data-one-click={method.code}
        className="flex min-h-12 w-full items-center gap-3 rounded-lg bg-accent px-3 py-2 text-left font-semibold text-accent-contrast hover:brightness-110 disabled:opacity-60"
      >
        <img src={method.icon} alt="" width={28} height={28} className="h-7 w-7 shrink-0" />
        <span>
          {t('payments.oneClick.button', { amount, method: t(methodNameKey(method.code)) })}
        </span>
      </button>
      <p className="text-xs text-text-muted">{t('payments.oneClick.hint')}</p>
    </div>
  );
}
