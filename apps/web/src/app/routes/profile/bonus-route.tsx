import { useTranslation } from 'react-i18next';
import { BonusPage } from '../../../features/bonuses/components/bonus-page';
import { PageTitle } from '../../../shared/ui/page-title';

/** /profile/bonus: the player's bonus cards and history (engagement §2, §3, §4). */
export function BonusRoute() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-4" data-profile-page="bonus" data-testid="bonus-page">
      <PageTitle text={t('profile.bonus')} />
      <p className="text-text-muted">{t('profile.bonus.intro')}</p>
      <BonusPage />
    </section>
  );
}
