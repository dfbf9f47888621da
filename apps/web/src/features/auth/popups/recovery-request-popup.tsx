import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopupViewProps } from '../../../config/popups';
import {
  isValidEmail,
  problemFromError,
  problemKey,
  type FormProblem,
} from '../../../shared/lib/form-problem';
import { usePopup } from '../../../shared/lib/use-popup';
import { EmailField, LinkButton, SubmitButton } from '../../../shared/ui/form';
import { ProblemLine } from '../../../shared/ui/problem-line';
import { useRequestRecovery } from '../api/request-recovery';
import { AccountPopupFrame } from './popup-frame';

export type RecoveryRequestPopupProps = PopupViewProps;

/** recovery: asks for the e-mail, then says a link is on its way (Auth form: email, sent). */
export function RecoveryRequestPopup({ name }: RecoveryRequestPopupProps) {
  const { t } = useTranslation();
  const { open } = usePopup();
  const mutation = useRequestRecovery();
  const [email, setEmail] = useState('');
  const [local, setLocal] = useState<FormProblem | null>(null);
  const problem = local ?? (mutation.isError ? problemFromError(mutation.error) : null);
  const sent = mutation.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.reset();
    const found = isValidEmail(email) ? null : { key: problemKey('EMAIL_INVALID') };
    setLocal(found);
    if (!found) mutation.mutate({ email: email.trim() });
  };

  return (
    <AccountPopupFrame
      name={name}
      title={t('popup.recovery.title')}
      description={t('popup.recovery.body')}
    >
      {sent ? (
        <p
          role="status"
          className="rounded-lg bg-success/10 p-3 text-sm"
          data-testid="recovery-sent"
        >
          {t('auth.recoverySent', { email: email.trim() })}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          className="flex flex-col gap-4"
          aria-label={t('popup.recovery.title')}
        >
          <EmailField
            label={t('form.email')}
            name="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={mutation.isPending}
          />
          <ProblemLine problem={problem} />
          <SubmitButton pending={mutation.isPending}>{t('auth.sendRecoveryLink')}</SubmitButton>
        </form>
      )}
      <p className="text-center text-sm">
        <LinkButton onClick={() => open('sign-in')}>{t('auth.backToLogin')}</LinkButton>
      </p>
    </AccountPopupFrame>
  );
}
