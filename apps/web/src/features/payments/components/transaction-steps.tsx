import type { Bank, PaymentField } from '@jackdaw/contracts';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/form';
import type { BankTransferDetails, FormFieldName, FormFields } from '../lib/payment-flow';
import { CopyValue } from './copy-value';
import { useFocusFirstInvalid } from './payment-field-input';
import { PaymentFieldList } from './payment-field-list';

function SubmitRow({ pending, label }: { pending: boolean; label: string }) {
  return (
    <Button type="submit" block pending={pending}>
      {label}
    </Button>
  );
}

const onSubmitOf = (submit: () => void) => (event: FormEvent) => {
  event.preventDefault();
  submit();
};

/** The transaction id the player got from their wallet app (TRANSACTION_ONLY, UPI's UTR). */
export function TransactionIdForm({
  value,
  pending,
  onChange,
  onSubmit,
}: {
  value: string;
  pending: boolean;
  onChange(value: string): void;
  onSubmit(): void;
}) {
  const { t } = useTranslation();
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={onSubmitOf(onSubmit)}
      noValidate
      data-step="transaction-id"
    >
      <TextField
        label={t('payments.field.transaction')}
        name="transaction"
        value={value}
        autoComplete="off"
        spellCheck={false}
        hint={t('payments.transaction.hint')}
        onChange={(event) => onChange(event.currentTarget.value.trim())}
      />
      <SubmitRow pending={pending} label={t('payments.submit.confirm')} />
    </form>
  );
}

/**
 * A deposit's TRANSACTION step: where to send the money (a wallet number and account type, or a
 * bank account with its reference), then on to the transaction id or the provider's
 * instructions.
 */
export function TransferDetails({
  amount,
  system,
  fields,
  bankTransfer,
  transactionIdHere,
  pending,
  onChange,
  onNext,
  onConfirm,
  onOpenInstructions,
}: {
  amount: string;
  system: string;
  fields: FormFields;
  bankTransfer: BankTransferDetails | null;
  /** The id is typed on this step (its last), not on a TRANSACTION_ONLY step after it. */
  transactionIdHere: boolean;
  pending: boolean;
  onChange(field: FormFieldName, value: string): void;
  onNext(): void;
  onConfirm(): void;
  onOpenInstructions(): void;
}) {
  const { t } = useTranslation();
  if (bankTransfer) {
    return (
      <div className="flex flex-col gap-3" data-step="bank-transfer">
        <p className="text-sm">{t('payments.bankTransfer.intro', { amount })}</p>
        <CopyValue
          label={t('payments.bankTransfer.bank')}
          value={bankTransfer.bankName}
          testId="transfer-bank"
        />
        <CopyValue
          label={t('payments.bankTransfer.iban')}
          value={bankTransfer.iban}
          testId="transfer-iban"
        />
        <CopyValue
          label={t('payments.bankTransfer.accountName')}
          value={bankTransfer.accountName}
          testId="transfer-account-name"
        />
        <CopyValue
          label={t('payments.bankTransfer.reference')}
          value={bankTransfer.reference}
          testId="transfer-reference"
        />
        <Button block onClick={onOpenInstructions}>
          {t('payments.bankTransfer.open')}
        </Button>
      </div>
    );
  }
  const type = fields.bkashType;
  return (
    <div className="flex flex-col gap-3" data-step="wallet-transfer">
      <p className="text-sm">
        {type === 'agent' || type === 'personal' || type === 'merchant'
          ? t(`payments.wallet.intro.${type}`, { amount, system })
          : t('payments.wallet.intro', { amount, system })}
      </p>
      {fields.account ? (
        <CopyValue
          label={t('payments.wallet.number')}
          value={fields.account}
          testId="wallet-number"
        />
      ) : null}
      {transactionIdHere ? (
        <TransactionIdForm
          value={fields.transaction ?? ''}
          pending={pending}
          onChange={(value) => onChange('transaction', value)}
          onSubmit={onConfirm}
        />
      ) : (
        <Button block onClick={onNext}>
          {t('payments.wallet.paid')}
        </Button>
      )}
    </div>
  );
}

/** A withdrawal's TRANSACTION step: where the money goes (account, card, IBAN, bank…). */
export function PayoutDetails({
  fieldList,
  fields,
  fieldErrors,
  attempt,
  bank,
  pending,
  onChange,
  onOpenBanks,
  onSubmit,
}: {
  fieldList: readonly PaymentField[];
  fields: FormFields;
  fieldErrors: Partial<Record<FormFieldName, string>>;
  /** Refused submits so far: each moves the focus to the first marked field. */
  attempt: number;
  bank: Bank | undefined;
  pending: boolean;
  onChange(field: FormFieldName, value: string): void;
  onOpenBanks(): void;
  onSubmit(): void;
}) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, attempt);
  return (
    <form
      ref={form}
      className="flex flex-col gap-4"
      onSubmit={onSubmitOf(onSubmit)}
      noValidate
      data-step="payout"
    >
      <p className="text-sm text-text-muted">{t('payments.payout.intro')}</p>
      <PaymentFieldList
        names={fieldList}
        fields={fields}
        errors={fieldErrors}
        bank={bank}
        onChange={onChange}
        onOpenBanks={onOpenBanks}
      />
      <SubmitRow pending={pending} label={t('payments.submit.withdraw')} />
    </form>
  );
}
