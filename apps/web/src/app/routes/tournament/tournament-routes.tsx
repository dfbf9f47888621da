import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '../../../shared/ui/page-title';

export function TournamentListRoute() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-4">
      <PageTitle text={t('nav.tournaments')} />
      <div
        role="status"
        className="rounded-card border border-dashed border-border p-8 text-center text-text-muted"
      >
        {t('tournament.none')}
      </div>
    </section>
  );
}

export function TournamentRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <section className="flex flex-col gap-4">
      <PageTitle text={t('tournament.title', { id })} />
      <p className="text-text-muted">{t('tournament.notFound')}</p>
    </section>
  );
}
