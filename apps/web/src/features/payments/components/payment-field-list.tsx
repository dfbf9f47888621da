import type { Bank, PaymentField } from '@jackdaw/contracts';
import { useTranslation } from 'react-i18next';
import type { FormFieldName, FormFields } from '../lib/payment-flow';
import { BankField } from './bank-select';
import { BkashTypeChoice } from './bkash-type-choice';
import { PaymentFieldInput } from './payment-field-input';

/**
 * The fields a method asks for, each as its own control: account type, bank, or masked input;
 * each marked with its own problem when the form could not send it.
 */
export function PaymentFieldList({
  names,
  fields,
  errors,
  bank,
  onChange,
  onOpenBanks,
}: {
  names: readonly PaymentField[];
  fields: FormFields;
  /** Translation keys of the fields' problems. */
  errors: Partial<Record<FormFieldName, string>>;
  bank: Bank | undefined;
  onChange(field: FormFieldName, value: string): void;
  onOpenBanks(): void;
}) {
  const { t } = useTranslation();
  return names.map((field) => {
    const error = errors[field];
    if (field === 'bkashType') {
      return (
        <BkashTypeChoice
          key={field}
          value={fields.bkashType}
          error={error ? t(error) : null}
          onChange={(value) => onChange('bkashType', value)}
        />
      );
    }
    if (field === 'bank') {
      return (
        <BankField key={field} bank={bank} error={error ? t(error) : null} onOpen={onOpenBanks} />
      );
    }
    return (
      <PaymentFieldInput
        key={field}
        field={field}
        value={fields[field] ?? ''}
        error={error}
        onChange={(value) => onChange(field, value)}
      />
    );
  });
}
