import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../shared/ui/page-title';

/** A profile page's frame: its title and its section (content arrives with its feature). */
export function ProfilePageRoute({ page }: { page: string }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-4" data-profile-page={page}>
      <PageTitle text={t(`profile.${page}`)} />
      <p className="text-text-muted">{t(`profile.${page}.intro`)}</p>
    </section>
  );
}
