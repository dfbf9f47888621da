import { layout } from '@jackdaw/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useGameProviders } from '../../../features/games/api/game-providers';
import { CatalogueToolbar } from '../../../features/games/components/catalogue-toolbar';
import { GameList } from '../../../features/games/components/game-list';
import { useGameFilters } from '../../../features/games/use-game-filters';
import { track } from '../../../shared/lib/analytics';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import { useIsMobile } from '../../../shared/lib/use-media-query';
import { PageTitle } from '../../../shared/ui/page-title';
import { NotFoundInLayout } from '../pages/status-pages';

/**
 * The providers page (/providers), and one provider (/providers/{provider} and /{provider}):
 * its logo, name and number of games. An unknown provider is an unknown page.
 */
export function ProvidersRoute({ alias }: { alias?: string }) {
  const { t } = useTranslation();
  const params = useParams();
  const localized = useLocalizedPath();
  const providers = useGameProviders();
  const wanted = alias ?? params.provider;

  if (providers.isPending) {
    return (
      <p className="text-text-muted" role="status">
        {t('common.loading')}
      </p>
    );
  }
  const list = providers.data ?? [];
  if (wanted) {
    const provider = list.find((item) => item.alias === wanted);
    if (!provider) return providers.isError ? <ProvidersUnavailable /> : <NotFoundInLayout />;
    return <ProviderPage provider={provider} />;
  }
  return (
    <section className="flex flex-col gap-4">
      <PageTitle text={t('casino.providers')} />
      {providers.isError ? (
        <ProvidersUnavailable />
      ) : list.length === 0 ? (
        <p
          role="status"
          className="rounded-card border border-border p-8 text-center text-text-muted"
        >
          {t('casino.noProviders')}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {list.map((provider) => (
            <li key={provider.alias}>
              <Link
                to={localized(paths.provider(provider.alias))}
                className="flex flex-col items-center gap-2 rounded-card border border-border bg-surface p-4 text-center hover:border-accent"
              >
                <img src={provider.logo} alt="" width={56} height={56} className="size-14" />
                <span className="font-semibold">{provider.name}</span>
                <span className="text-xs text-text-muted">
                  {t('casino.providerGames', { count: provider.gamesCount })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ProvidersUnavailable() {
  const { t } = useTranslation();
  return (
    <p role="alert" className="rounded-card border border-border p-8 text-center text-text-muted">
      {t('casino.providersUnavailable')}
    </p>
  );
}

const providerBase = { category: 'popular', sort: 'pop' } as const;

/** One provider: its logo, name and games; `view_provider` after 15 s on a desktop. */
function ProviderPage({
  provider,
}: {
  provider: { alias: string; name: string; logo: string; gamesCount: number };
}) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const { filters, change } = useGameFilters(providerBase);
  const title = t('casino.providerTitle', { provider: provider.name });
  useEffect(() => {
    if (isMobile) return;
    const timer = setTimeout(
      () => track('view_provider', { provider: provider.alias, provider_name: provider.name }),
      layout.providerViewTrackingDelay,
    );
    return () => clearTimeout(timer);
  }, [isMobile, provider.alias, provider.name]);
  return (
    <section className="flex flex-col gap-4">
      <div className="flex items-center gap-4">
        <img src={provider.logo} alt="" width={56} height={56} className="size-14 rounded-lg" />
        <PageTitle text={title} />
      </div>
      <p className="text-text-muted">{t('casino.providerGames', { count: provider.gamesCount })}</p>
      <CatalogueToolbar base={providerBase} providers={false} />
      <GameList
        filters={{ ...filters, providers: [provider.alias] }}
        label={title}
        empty={
          filters.search
            ? t('games.search.notFound', { term: filters.search })
            : t('casino.noGames')
        }
        onPage={(page) => change({ page })}
      />
    </section>
  );
}
