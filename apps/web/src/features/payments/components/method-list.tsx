import type { CurrencyCode, LanguageCode, PaymentDirection } from '@jackdaw/contracts';
import { formatMoney } from '@jackdaw/money';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { methodNameKey } from '../../../shared/lib/method-name';
import { methodSections, type ClientMethod } from '../lib/payment-methods';

/**
 * The methods offered for the player's currency: each tile with its limits and expected speed;
 * the variants of one payment system (five UPI providers, four Havale ones) under a header that
 * says what sets them apart, each variant with how the player pays by it (README "Decisions").
 */
export function MethodList({
  methods,
  direction,
  currency,
  language,
  onChoose,
}: {
  methods: readonly ClientMethod[];
  direction: PaymentDirection;
  currency: CurrencyCode;
  language: LanguageCode;
  onChoose(method: ClientMethod): void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const tiles = (list: readonly ClientMethod[], variants: boolean) => (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {list.map((method) => (
        <li key={method.code}>
          <MethodTile
            method={method}
            direction={direction}
            currency={currency}
            language={language}
            variant={variants}
            onChoose={onChoose}
          />
        </li>
      ))}
    </ul>
  );
  return (
    <section className="flex flex-col gap-3" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold text-text-muted">
        {t('payments.chooseMethod')}
      </h3>
      <div className="flex flex-col gap-4" data-testid="payment-methods">
        {methodSections(methods).map((section) =>
          section.kind === 'group' ? (
            <MethodGroup
              key={section.system}
              system={section.system}
              first={section.methods[0]!}
              direction={direction}
            >
              {tiles(section.methods, true)}
            </MethodGroup>
          ) : (
            <div key={section.methods[0]!.code}>{tiles(section.methods, false)}</div>
          ),
        )}
      </div>
    </section>
  );
}

function MethodGroup({
  system,
  first,
  direction,
  children,
}: {
  system: string;
  first: ClientMethod;
  direction: PaymentDirection;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section
      className="flex flex-col gap-2 rounded-lg border border-border p-3"
      aria-labelledby={id}
      data-method-group={system}
    >
      <h4 id={id} className="font-semibold">
        {t(`payments.system.${system}`, { defaultValue: t(methodNameKey(first.code)) })}
      </h4>
      <p className="text-xs text-text-muted">
        {t(
          direction === 'DEPOSIT' ? 'payments.group.hint.deposit' : 'payments.group.hint.withdraw',
        )}
      </p>
      {children}
    </section>
  );
}

function MethodTile({
  method,
  direction,
  currency,
  language,
  variant,
  onChoose,
}: {
  method: ClientMethod;
  direction: PaymentDirection;
  currency: CurrencyCode;
  language: LanguageCode;
  variant: boolean;
  onChoose(method: ClientMethod): void;
}) {
  const { t } = useTranslation();
  const limit = direction === 'DEPOSIT' ? method.limit.deposit : method.limit.withdraw;
  // An amount never breaks across lines at its group spaces ("₹100" / "000").
  const money = (minor: number) => formatMoney(minor, currency, language).replace(/\s/g, '\u00a0');
  return (
    <button
      type="button"
      onClick={() => onChoose(method)}
      data-method={method.code}
      className="flex min-h-24 w-full flex-col items-center justify-center gap-1 rounded-lg border border-border bg-surface-raised p-2 text-center text-sm font-semibold hover:border-accent"
    >
      <img src={method.icon} alt="" width={40} height={40} className="h-10 w-10" />
      <span className="line-clamp-2 leading-tight">{t(methodNameKey(method.code))}</span>
      {variant && direction === 'DEPOSIT' ? (
        <span className="text-xs font-normal leading-tight text-text-muted">
          {t(`payments.how.${method.flow}`)}
        </span>
      ) : null}
      {limit.max > 0 ? (
        <span
          className="text-xs font-normal leading-tight text-text-muted"
          data-testid="method-limits"
        >
          {t('payments.limits', { min: money(limit.min), max: money(limit.max) })}
        </span>
      ) : null}
      {method.speed ? (
        <span className="text-xs leading-tight text-success" data-testid="method-speed">
          {t(`payments.speed.${method.speed}`)}
        </span>
      ) : null}
    </button>
  );
}
