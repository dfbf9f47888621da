import type { Bank, PaymentField } from '@jackdaw/contracts';
import type { FormFieldName, FormFields } from '../lib/payment-flow';
import { BankField } from './bank-select';
import { BkashTypeChoice } from './bkash-type-choice';
import { PaymentFieldInput } from './payment-field-input';

/** The fields a method asks for, each as its own control: account type, bank, or masked input. */
export function PaymentFieldList({
  names,
  fields,
  bank,
  onChange,
  onOpenBanks,
}: {
  names: readonly PaymentField[];
  fields: FormFields;
  bank: Bank | undefined;
  onChange(field: FormFieldName, value: string): void;
  onOpenBanks(): void;
}) {
  return names.map((field) => {
    if (field === 'bkashType') {
      return (
        <BkashTypeChoice
          key={field}
          value={fields.bkashType}
          onChange={(value) => onChange('bkashType', value)}
        />
      );
    }
    if (field === 'bank') return <BankField key={field} bank={bank} onOpen={onOpenBanks} />;
    return (
      <PaymentFieldInput
        key={field}
        field={field}
        value={fields[field] ?? ''}
        onChange={(value) => onChange(field, value)}
      />
    );
  });
}
