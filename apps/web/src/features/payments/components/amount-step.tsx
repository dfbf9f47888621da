import {
  ErrorCode,
  TEST_PAYMENT_STATUSES,
  TEST_PAYMENT_STRATEGIES,
  type Bank,
  type CurrencyCode,
  type LanguageCode,
  type PaymentDirection,
  type TestPaymentOptions,
} from '@jackdaw/contracts';
import { formatMoney } from '@jackdaw/money';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { problemKey } from '../../../shared/lib/form-problem';
import { methodNameKey } from '../../../shared/lib/method-name';
import { Button } from '../../../shared/ui/button';
import { SelectField, TextField } from '../../../shared/ui/form';
import {
  amountFromText,
  amountInput,
  checkAmount,
  checkWithdrawal,
  majorText,
} from '../lib/amount';
import { fieldsFor } from '../lib/method-fields';
import type { FormFieldName, FormFields } from '../lib/payment-flow';
import type { ClientMethod } from '../lib/payment-methods';
import { useFocusFirstInvalid } from './payment-field-input';
import { PaymentFieldList } from './payment-field-list';

/** The numeric test-payment options with the server's bounds (spec core §3). */
const TEST_NUMBERS = [
  { option: 'delay', min: 0, max: 600 },
  { option: 'repeat', min: 0, max: 20 },
  { option: 'attempts', min: 1, max: 10 },
] as const;

/**
 * DEPOSIT_AMOUNT and WITHDRAW_AMOUNT: the chosen method, the amount with its three presets and
 * limits, and the fields a deposit needs up front (account type, bank, phone). The summary shows
 * 0 for an empty amount or one longer than 10 digits (spec core §5). The amount field takes
 * digits and one decimal mark only, and is checked as it is typed against the limits (and, for
 * a withdrawal, the amount available to withdraw), the reason under the field; a submit the
 * form cannot send marks each field at fault and moves the focus to the first.
 */
export function AmountStep({
  direction,
  method,
  fields,
  fieldErrors,
  attempt,
  test,
  bank,
  currency,
  language,
  available,
  pending,
  onChange,
  onChangeTest,
  onOpenBanks,
  onSubmit,
}: {
  direction: PaymentDirection;
  method: ClientMethod;
  fields: FormFields;
  /** Translation keys of the fields the form could not send. */
  fieldErrors: Partial<Record<FormFieldName, string>>;
  /** Refused submits so far: each moves the focus to the first marked field. */
  attempt: number;
  test: TestPaymentOptions;
  bank: Bank | undefined;
  currency: CurrencyCode;
  language: LanguageCode;
  /** Minor units the player may withdraw (the real balance); withdrawals only. */
  available?: number;
  pending: boolean;
  onChange(field: FormFieldName, value: string): void;
  onChangeTest(options: Partial<TestPaymentOptions>): void;
  onOpenBanks(): void;
  onSubmit(): void;
}) {
  const { t } = useTranslation();
  const limit = direction === 'DEPOSIT' ? method.limit.deposit : method.limit.withdraw;
  const money = (minor: number | null) => formatMoney(minor, currency, language);
  const amountText = fields.amount ?? '';
  const upFront = direction === 'DEPOSIT' ? fieldsFor(method.code, 'DEPOSIT') : [];
  const limitsText = t('payments.limits', { min: money(limit.min), max: money(limit.max) });
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, attempt);
  // Checked as it is typed, once something is typed: an empty field is not yet a mistake,
  // until a submit marks it.
  const amount = amountFromText(amountText, language);
  const verdict =
    amountText.trim() === ''
      ? 'ok'
      : available === undefined
        ? checkAmount(amount, limit)
        : checkWithdrawal(amount, limit, available);
  const amountProblem = {
    ok: null,
    empty: t('payments.error.amount'),
    below: t('payments.attention.body', { min: money(limit.min), max: money(limit.max) }),
    above: t('payments.attention.body', { min: money(limit.min), max: money(limit.max) }),
    balance: t(problemKey(ErrorCode.WalletInsufficientFunds)),
  }[verdict];
  // What is typed says the most precise why (the limits, the balance); a submit marks an empty
  // field too.
  const amountError = amountProblem ?? (fieldErrors.amount ? t(fieldErrors.amount) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form
      ref={form}
      className="flex flex-col gap-4"
      onSubmit={submit}
      noValidate
      data-step="amount"
    >
      <div className="flex items-center gap-3 rounded-lg bg-surface-raised p-3">
        <img src={method.icon} alt="" width={36} height={36} className="h-9 w-9" />
        <span className="font-semibold" data-testid="payment-method-name">
          {t(methodNameKey(method.code))}
        </span>
      </div>

      {available !== undefined ? (
        <p className="flex items-center justify-between text-sm" data-testid="withdraw-available">
          <span className="text-text-muted">{t('payments.available')}</span>
          <span className="font-semibold">{money(available)}</span>
        </p>
      ) : null}

      {method.amountPreset.length > 0 ? (
        <div className="grid grid-cols-3 gap-2" role="group" aria-label={t('payments.presets')}>
          {method.amountPreset.map((preset) => {
            const text = majorText(preset);
            return (
              <button
                key={preset}
                type="button"
                aria-pressed={amountText === text}
                onClick={() => onChange('amount', text)}
                className="h-10 rounded-lg border border-border bg-surface-raised text-sm font-semibold aria-pressed:border-accent aria-pressed:text-accent"
              >
                {money(preset)}
              </button>
            );
          })}
        </div>
      ) : null}

      <TextField
        label={t('payments.field.amount')}
        name="amount"
        value={amountText}
        inputMode="decimal"
        autoComplete="off"
        onChange={(event) => onChange('amount', amountInput(event.currentTarget.value, language))}
        error={amountError}
        hint={limitsText}
      />

      <PaymentFieldList
        names={upFront}
        fields={fields}
        errors={fieldErrors}
        bank={bank}
        onChange={onChange}
        onOpenBanks={onOpenBanks}
      />

      {method.provider === 'test' ? (
        <fieldset className="flex flex-col gap-3 rounded-lg border border-dashed border-border p-3">
          <legend className="px-1 text-sm text-text-muted">{t('payments.test.title')}</legend>
          <SelectField
            label={t('payments.test.status')}
            value={test.status}
            onChange={(value) => onChangeTest({ status: value as TestPaymentOptions['status'] })}
            options={TEST_PAYMENT_STATUSES.map((status) => ({
              value: status,
              label: t(`payments.test.status.${status}`),
            }))}
          />
          {TEST_NUMBERS.map(({ option, min, max }) => (
            <TextField
              key={option}
              label={t(`payments.test.${option}`)}
              type="number"
              min={min}
              max={max}
              value={String(test[option])}
              onChange={(event) =>
                onChangeTest({
                  [option]: Math.min(max, Math.max(min, Number(event.currentTarget.value) || min)),
                })
              }
            />
          ))}
          <SelectField
            label={t('payments.test.strategy')}
            value={test.strategy}
            onChange={(value) =>
              onChangeTest({ strategy: value as TestPaymentOptions['strategy'] })
            }
            options={TEST_PAYMENT_STRATEGIES.map((strategy) => ({
              value: strategy,
              label: t(`payments.test.strategy.${strategy}`),
            }))}
          />
        </fieldset>
      ) : null}

      <p className="flex items-center justify-between text-sm">
        <span className="text-text-muted">
          {direction === 'DEPOSIT' ? t('payments.summary.deposit') : t('payments.summary.withdraw')}
        </span>
        <span className="text-lg font-bold" data-testid="payment-amount-summary">
          {money(amountFromText(amountText, language))}
        </span>
      </p>

      <Button type="submit" block pending={pending}>
        {direction === 'DEPOSIT' ? t('payments.submit.deposit') : t('payments.submit.continue')}
      </Button>
    </form>
  );
}
