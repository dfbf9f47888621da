import { useTranslation } from 'react-i18next';
import { useCurrencies } from '../../features/catalogue/api/get-currencies';

export function HomeRoute() {
  const { t } = useTranslation();
  const currencies = useCurrencies();
  return (
    <section className="space-y-8">
      <div className="rounded-card border border-border bg-gradient-to-br from-surface-raised to-surface p-6 md:p-10">
        <h1 className="text-2xl font-extrabold md:text-4xl">{t('home.title')}</h1>
        <p className="mt-3 max-w-xl text-text-muted md:text-lg">{t('home.subtitle')}</p>
      </div>
      <div>
        <h2 className="mb-3 text-lg font-semibold">{t('home.currencies')}</h2>
        {currencies.isPending ? (
          <p className="text-text-muted" role="status">
            {t('common.loading')}
          </p>
        ) : currencies.isError ? (
          <div role="alert" className="rounded-card border border-danger/40 bg-danger/10 p-4">
            <p className="font-semibold">{t('serviceError.title')}</p>
            <p className="text-text-muted">{t('serviceError.body')}</p>
            <button
              type="button"
              onClick={() => void currencies.refetch()}
              className="mt-3 rounded-lg bg-accent px-4 py-2 font-semibold text-accent-contrast"
            >
              {t('common.retry')}
            </button>
          </div>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label={t('home.currencies')}>
            {currencies.data.map((currency) => (
              <li
                key={currency.id}
                className="rounded-full border border-border bg-surface px-3 py-1 text-sm"
              >
                <span className="font-semibold">{currency.isoCode}</span>{' '}
                <span className="text-text-muted">{currency.sign}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
