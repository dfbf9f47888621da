import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordField, PasswordField, SubmitButton } from '../../../shared/ui/form';
import { useChangePassword } from '../api/change-password';
import {
  newPasswordProblem,
  problemFromError,
  problemKey,
  type FormProblem,
} from '../../../shared/lib/form-problem';
import { FormOutcome } from '../../../shared/ui/problem-line';

/** Profile form (spec core §3): password, newPassword, repeatNewPassword. */
export function PasswordChangeForm({ onChanged }: { onChanged?(): void }) {
  const { t } = useTranslation();
  const mutation = useChangePassword();
  const [password, setPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeatNewPassword, setRepeatNewPassword] = useState('');
  const [local, setLocal] = useState<FormProblem | null>(null);
  const problem = local ?? (mutation.isError ? problemFromError(mutation.error) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.reset();
    const found = password
      ? newPasswordProblem(newPassword, repeatNewPassword)
      : { key: problemKey('PASSWORD_REQUIRED') };
    setLocal(found);
    if (found) return;
    mutation.mutate(
      { password, newPassword, repeatNewPassword },
      {
        onSuccess: () => {
          setPassword('');
          setNewPassword('');
          setRepeatNewPassword('');
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
      aria-label={t('popup.change-password.title')}
      data-testid="password-change-form"
    >
      <PasswordField
        label={t('form.currentPassword')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        disabled={mutation.isPending}
      />
      <NewPasswordField
        label={t('form.newPassword')}
        name="newPassword"
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
        disabled={mutation.isPending}
      />
      <PasswordField
        label={t('form.repeatNewPassword')}
        name="repeatNewPassword"
        autoComplete="new-password"
        value={repeatNewPassword}
        onChange={(event) => setRepeatNewPassword(event.target.value)}
        disabled={mutation.isPending}
      />
      <FormOutcome
        saved={mutation.isSuccess}
        savedText={t('auth.passwordChanged')}
        problem={problem}
      />
      <SubmitButton pending={mutation.isPending}>{t('auth.changePassword')}</SubmitButton>
    </form>
  );
}
