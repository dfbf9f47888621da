import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { PASSWORD_RULE } from '@jackdaw/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

const inputClass =
  'h-11 w-full rounded-lg border border-border bg-surface-raised px-3 text-text placeholder:text-text-muted focus:border-accent disabled:opacity-60 aria-[invalid=true]:border-danger';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

/**
 * A labelled text input with one note under it, read with the field: the problem that holds the
 * form back when there is one, else the hint. A field given `error` (null when fine) always
 * says whether it is invalid, so a form can find its first marked field.
 */
export function TextField({
  label,
  hint,
  error,
  ...input
}: InputProps & { label: string; hint?: string | null; error?: string | null }) {
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
        aria-invalid={error === undefined ? undefined : Boolean(error)}
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

/** The e-mail input every account form uses: keyboard, autofill and type set once. */
export function EmailField(
  props: Omit<InputProps, 'type' | 'autoComplete' | 'inputMode'> & { label: string },
) {
  return <TextField type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** A new password, with the strength rule under it and autofill told it is new. */
export function NewPasswordField(
  props: Omit<InputProps, 'type' | 'autoComplete'> & { label: string },
) {
  const { t } = useTranslation();
  return (
    <PasswordField
      autoComplete="new-password"
      hint={t('form.passwordRule', { min: PASSWORD_RULE.minLength })}
      {...props}
    />
  );
}

/** A password input whose text the player can reveal. */
export function PasswordField({
  label,
  hint,
  ...input
}: Omit<InputProps, 'type'> & { label: string; hint?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-text-muted">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={`${inputClass} pr-12`}
          aria-describedby={hint ? `${id}-hint` : undefined}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
          aria-controls={id}
          aria-pressed={visible}
          className="absolute right-1 top-1 grid h-9 w-10 place-items-center rounded-md text-text-muted hover:text-text"
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z"
              stroke="currentColor"
              strokeWidth="2"
              fill="none"
            />
            <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="2" fill="none" />
            {visible ? null : (
              <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
        </button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled select with its options. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  autoComplete,
  disabled,
  name,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  autoComplete?: string;
  disabled?: boolean;
  name?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-text-muted">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A checkbox that may be required, show an error state and start checked (spec core §5). The
 * error state is a red outline and `aria-invalid`, never a message of its own.
 */
export function CheckboxField({
  children,
  checked,
  onChange,
  required = false,
  invalid = false,
  disabled,
  name,
}: {
  children: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  required?: boolean;
  invalid?: boolean;
  disabled?: boolean;
  name?: string;
}) {
  const id = useId();
  return (
    <div
      className={`flex items-start gap-3 rounded-lg border px-3 py-2.5 ${
        invalid ? 'border-danger bg-danger/10' : 'border-transparent'
      }`}
      data-invalid={invalid || undefined}
    >
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 h-5 w-5 shrink-0 accent-accent"
      />
      <label htmlFor={id} className="text-sm leading-snug">
        {children}
      </label>
    </div>
  );
}

/** The one error line of a form (field-level messages are not shown, spec core §5). */
export function FormError({ message }: { message: string | null }) {
  return (
    <p role="alert" className="min-h-5 text-sm font-medium text-danger" data-testid="form-error">
      {message ?? ''}
    </p>
  );
}

/** A form's main button; while the call is under way it spins and cannot be pressed again. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" block pending={pending}>
      {children}
    </Button>
  );
}

/** A quiet button that reads like a link (switching popups, forgotten password). */
export function LinkButton({ onClick, children }: { onClick(): void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="font-semibold text-accent underline-offset-2 hover:underline"
    >
      {children}
    </button>
  );
}
