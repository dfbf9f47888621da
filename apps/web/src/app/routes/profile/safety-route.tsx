import { useTranslation } from 'react-i18next';
import { EmailChangeForm } from '../../../features/auth/components/email-change-form';
import { PasswordChangeForm } from '../../../features/auth/components/password-change-form';
import { useSession } from '../../../shared/lib/use-session';
import { PageTitle } from '../../../shared/ui/page-title';

const card =
  'flex flex-col gap-4 rounded-card border border-border bg-surface p-4 md:max-w-xl md:p-6';

/** /profile/safety: the password and e-mail change forms. */
export function SafetyRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <section className="flex flex-col gap-6" data-profile-page="safety">
      <PageTitle text={t('profile.safety')} />
      <p className="text-text-muted">{t('profile.safety.intro')}</p>
      <section className={card} aria-labelledby="safety-password-heading">
        <h2 id="safety-password-heading" className="text-lg font-bold">
          {t('popup.change-password.title')}
        </h2>
        <PasswordChangeForm />
      </section>
      <section className={card} aria-labelledby="safety-email-heading">
        <h2 id="safety-email-heading" className="text-lg font-bold">
          {t('popup.change-email.title')}
        </h2>
        <EmailChangeForm currentEmail={user.login} />
      </section>
    </section>
  );
}
