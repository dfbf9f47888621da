import type { PaymentField } from '@jackdaw/contracts';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/ui/form';
import { inputModeOf, maskValue } from '../lib/method-fields';

const autoCompleteOf: Partial<Record<PaymentField, string>> = {
  card: 'cc-number',
  expire: 'cc-exp',
  name: 'given-name',
  surname: 'family-name',
  phone: 'tel',
  email: 'email',
  birthdate: 'bday',
};

/** One field of the payment form, masked as the method needs (card, expiry, IBAN, IFSC…). */
export function PaymentFieldInput({
  field,
  value,
  onChange,
}: {
  field: PaymentField;
  value: string;
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t(`payments.field.${field}`)}
      name={field}
      value={value}
      inputMode={inputModeOf(field)}
      autoComplete={autoCompleteOf[field] ?? 'off'}
      spellCheck={false}
      onChange={(event) => onChange(maskValue(field, event.currentTarget.value))}
    />
  );
}
