import type { PaymentField } from '@jackdaw/contracts';
import { useEffect, useId, type InputHTMLAttributes, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
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

const inputClass =
  'h-11 w-full rounded-lg border border-border bg-surface-raised px-3 text-text outline-none placeholder:text-text-muted focus:border-accent disabled:opacity-60 aria-[invalid=true]:border-danger';

/**
 * A labelled input of the payment form with one note under it, read with the field: the
 * problem that holds the form back when there is one (the field is then marked invalid), else
 * the hint.
 */
export function PaymentTextField({
  label,
  hint,
  error,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'aria-invalid'> & {
  label: string;
  hint?: string | null;
  error?: string | null;
}) {
  const id = useId();
  const note = error ?? hint;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-text-muted">
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        aria-invalid={Boolean(error)}
        aria-describedby={note ? `${id}-note` : undefined}
        {...input}
      />
      {note ? (
        <p
          id={`${id}-note`}
          className={error ? 'text-xs font-medium text-danger' : 'text-xs text-text-muted'}
        >
          {note}
        </p>
      ) : null}
    </div>
  );
}

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
    <PaymentTextField
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
