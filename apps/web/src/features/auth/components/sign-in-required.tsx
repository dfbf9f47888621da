import { useTranslation } from 'react-i18next';
import { usePopup } from '../../../shared/lib/use-popup';

/** What an account popup shows a visitor who is not signed in. */
export function SignInRequired() {
  const { t } = useTranslation();
  const { open } = usePopup();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-text-muted">{t('auth.signInRequired')}</p>
      <button
        type="button"
        onClick={() => open('sign-in')}
        className="h-11 rounded-lg bg-accent font-bold text-accent-contrast hover:bg-accent-strong"
      >
        {t('auth.login')}
      </button>
    </div>
  );
}
