import { ErrorCode } from '@jackdaw/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopupViewProps } from '../../../config/popups';
import { ApiError } from '../../../shared/lib/api-client';
import {
  newPasswordProblem,
  problemFromError,
  type FormProblem,
} from '../../../shared/lib/form-problem';
import { usePopup } from '../../../shared/lib/use-popup';
import { useSessionStore } from '../../../shared/state/session-store';
import { Button } from '../../../shared/ui/button';
import { NewPasswordField, PasswordField, SubmitButton } from '../../../shared/ui/form';
import { ProblemLine } from '../../../shared/ui/problem-line';
import { useResetPassword } from '../api/reset-password';
import { AccountPopupFrame } from './popup-frame';

export type RecoveryCompletePopupProps = PopupViewProps;

/**
 * recovery-complete: the mailed link's token was kept as the recovery token by the shell; a new
 * password signs the player in and the recovery token is forgotten.
 */
export function RecoveryCompletePopup({ name, close }: RecoveryCompletePopupProps) {
  const { t } = useTranslation();
  const { open } = usePopup();
  const token = useSessionStore((state) => state.recoveryToken);
  const setRecoveryToken = useSessionStore((state) => state.setRecoveryToken);
  const mutation = useResetPassword();
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [local, setLocal] = useState<FormProblem | null>(null);
  const problem = local ?? (mutation.isError ? problemFromError(mutation.error) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.reset();
    const found = newPasswordProblem(password, repeatPassword);
    setLocal(found);
    if (found || !token) return;
    mutation.mutate(
      { token, password, repeatPassword },
      {
        onSuccess: close,
        onError: (error) => {
          // A used or expired link cannot get better: offer a new one instead of the form.
          if (error instanceof ApiError && error.code === ErrorCode.AuthRecoveryTokenInvalid) {
            setRecoveryToken(null);
          }
        },
      },
    );
  };
  const showForm = token !== null || mutation.isPending || mutation.isSuccess;

  return (
    <AccountPopupFrame
      name={name}
      title={t('popup.recovery-complete.title')}
      description={t('popup.recovery-complete.body')}
    >
      {showForm ? (
        <form
          noValidate
          onSubmit={submit}
          className="flex flex-col gap-4"
          aria-label={t('popup.recovery-complete.title')}
        >
          <NewPasswordField
            label={t('form.newPassword')}
            name="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            disabled={mutation.isPending}
          />
          <PasswordField
            label={t('form.repeatNewPassword')}
            name="repeatPassword"
            autoComplete="new-password"
            value={repeatPassword}
            onChange={(event) => setRepeatPassword(event.target.value)}
            disabled={mutation.isPending}
          />
          <ProblemLine problem={problem} />
          <SubmitButton pending={mutation.isPending}>{t('auth.savePassword')}</SubmitButton>
        </form>
      ) : (
        <div className="flex flex-col gap-3">
          <p role="alert" className="text-sm">
            {t('auth.error.AUTH.RECOVERY_TOKEN_INVALID')}
          </p>
          <Button onClick={() => open('recovery')}>{t('auth.requestNewLink')}</Button>
        </div>
      )}
    </AccountPopupFrame>
  );
}
