import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField, PasswordField, SubmitButton } from '../../../shared/ui/form';
import { useChangeEmail } from '../api/change-email';
import {
  isValidEmail,
  problemFromError,
  problemKey,
  type FormProblem,
} from '../../../shared/lib/form-problem';
import { FormOutcome } from '../../../shared/ui/problem-line';

/** A new sign-in e-mail, confirmed with the current password. */
export function EmailChangeForm({
  currentEmail,
  onChanged,
}: {
  currentEmail: string;
  onChanged?(): void;
}) {
  const { t } = useTranslation();
  const mutation = useChangeEmail();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [local, setLocal] = useState<FormProblem | null>(null);
  const problem = local ?? (mutation.isError ? problemFromError(mutation.error) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.reset();
    const found = !isValidEmail(email)
      ? { key: problemKey('EMAIL_INVALID') }
      : password
        ? null
        : { key: problemKey('PASSWORD_REQUIRED') };
    setLocal(found);
    if (found) return;
    mutation.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => {
          setEmail('');
          setPassword('');
          onChanged?.();
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-label={t('popup.change-email.title')}
      data-testid="email-change-form"
    >
      <p className="text-sm text-text-muted">
        {t('auth.currentEmail')}{' '}
        <span className="font-semibold text-text" data-testid="current-email">
          {currentEmail}
        </span>
      </p>
      <EmailField
        label={t('form.newEmail')}
        name="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={mutation.isPending}
      />
      <PasswordField
        label={t('form.currentPassword')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        disabled={mutation.isPending}
      />
      <FormOutcome
        saved={mutation.isSuccess}
        savedText={t('auth.emailChanged')}
        problem={problem}
      />
      <SubmitButton pending={mutation.isPending}>{t('auth.changeEmail')}</SubmitButton>
    </form>
  );
}
