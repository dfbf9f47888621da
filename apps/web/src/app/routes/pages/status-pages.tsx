import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import { useUiStore } from '../../../shared/state/ui-store';
import { PageTitle } from '../../../shared/ui/page-title';

function StatusPage({ name, action }: { name: string; action?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <main
      id="content"
      data-status-page={name}
      className="mx-auto flex min-h-[60dvh] max-w-[560px] flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <PageTitle text={t(`pages.${name}.title`)} />
      <p className="text-text-muted">{t(`pages.${name}.body`)}</p>
      {action}
    </main>
  );
}

function HomeButton() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <Link
      to={localized(paths.home)}
      className="rounded-lg bg-accent px-6 py-3 font-bold text-accent-contrast hover:bg-accent-strong"
    >
      {t('pages.toHome')}
    </Link>
  );
}

export function ServiceErrorPage() {
  const { t } = useTranslation();
  const setServiceError = useUiStore((state) => state.setServiceError);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const from = (useLocation().state as { from?: string } | null)?.from;
  return (
    <StatusPage
      name="serviceError"
      action={
        <button
          type="button"
          onClick={() => {
            setServiceError(false);
            void queryClient.resetQueries();
            // Back to the page the error interrupted.
            void navigate(from ?? localized(paths.home), { replace: true });
          }}
          className="rounded-lg bg-accent px-6 py-3 font-bold text-accent-contrast hover:bg-accent-strong"
        >
          {t('common.retry')}
        </button>
      }
    />
  );
}

export const NotAvailablePage = () => <StatusPage name="notAvailable" />;
export const BannedPage = () => <StatusPage name="banned" />;
export const NotFoundPage = () => <StatusPage name="notFound" action={<HomeButton />} />;
