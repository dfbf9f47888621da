import { useTranslation } from 'react-i18next';
import type { ClientMethod } from '../lib/payment-methods';
import { methodNameKey } from '../../../shared/lib/method-name';

/** The methods offered for the player's currency, as a grid of logos and names. */
export function MethodList({
  methods,
  onChoose,
}: {
  methods: readonly ClientMethod[];
  onChoose(method: ClientMethod): void;
}) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-3" aria-labelledby="payment-methods-heading">
      <h3 id="payment-methods-heading" className="text-sm font-semibold text-text-muted">
        {t('payments.chooseMethod')}
      </h3>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="payment-methods">
        {methods.map((method) => (
          <li key={method.code}>
            <button
              type="button"
              onClick={() => onChoose(method)}
              data-method={method.code}
              className="flex h-24 w-full flex-col items-center justify-center gap-2 rounded-lg border border-border bg-surface-raised p-2 text-sm font-semibold hover:border-accent"
            >
              <img src={method.icon} alt="" width={40} height={40} className="h-10 w-10" />
              <span className="line-clamp-2 text-center leading-tight">
                {t(methodNameKey(method.code))}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
