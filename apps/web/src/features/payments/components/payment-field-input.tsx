import type { PaymentField } from '@jackdaw/contracts';
import { useEffect, type RefObject } from 'react';
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
  error,
  onChange,
}: {
  field: PaymentField;
  value: string;
  /** Translation key of why the form cannot send the field, if it cannot. */
  error?: string | undefined;
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
      error={error ? t(error) : null}
      onChange={(event) => onChange(maskValue(field, event.currentTarget.value))}
    />
  );
}

/**
 * After each refused submit (`attempt` grows), the focus goes to the form's first field marked
 * invalid, so the keyboard and the screen reader start where the problem is.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, attempt: number) {
  useEffect(() => {
    if (attempt === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, attempt]);
}
