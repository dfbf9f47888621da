import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField, LinkButton, PasswordField, SubmitButton } from '../../../shared/ui/form';
import { useLogin } from '../api/login';
import {
  isValidEmail,
  problemFromError,
  problemKey,
  type FormProblem,
} from '../../../shared/lib/form-problem';
import { ProblemLine } from '../../../shared/ui/problem-line';

export interface SignInFormProps {
  onSignedIn(): void;
  onForgotPassword(): void;
}

export function SignInForm({ onSignedIn, onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation();
  const mutation = useLogin();
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
    mutation.mutate({ login: email.trim(), password }, { onSuccess: onSignedIn });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('auth.login')}>
      <EmailField
        label={t('form.email')}
        name="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={mutation.isPending}
      />
      <PasswordField
        label={t('form.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        disabled={mutation.isPending}
      />
      <div className="-mt-2 text-right text-sm">
        <LinkButton onClick={onForgotPassword}>{t('auth.forgotPassword')}</LinkButton>
      </div>
      <ProblemLine problem={problem} />
      <SubmitButton pending={mutation.isPending}>{t('auth.login')}</SubmitButton>
    </form>
  );
}
