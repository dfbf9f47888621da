import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '../../../shared/ui/page-title';

/** The providers page, and one provider's games (/providers/{provider} and /{provider}). */
export function ProvidersRoute() {
  const { t } = useTranslation();
  const { provider } = useParams();
  return (
    <section className="flex flex-col gap-4">
      <PageTitle
        text={provider ? t('casino.providerTitle', { provider }) : t('casino.providers')}
      />
      <div
        role="status"
        className="rounded-card border border-dashed border-border p-8 text-center text-text-muted"
      >
        {provider ? t('casino.noGames') : t('casino.noProviders')}
      </div>
    </section>
  );
}
