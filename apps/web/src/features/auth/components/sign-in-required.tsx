import { useTranslation } from 'react-i18next';
import { usePopup } from '../../../shared/lib/use-popup';
import { Button } from '../../../shared/ui/button';

/** What an account popup shows a visitor who is not signed in. */
export function SignInRequired() {
  const { t } = useTranslation();
  const { open } = usePopup();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-text-muted">{t('auth.signInRequired')}</p>
      <Button onClick={() => open('sign-in')}>{t('auth.login')}</Button>
    </div>
  );
}
