import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import { useUiStore } from '../../../shared/state/ui-store';
import { Button, ButtonLink } from '../../../shared/ui/button';
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
    <ButtonLink to={localized(paths.home)} size="lg">
      {t('pages.toHome')}
    </ButtonLink>
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
        <Button
          onClick={() => {
            setServiceError(false);
            void queryClient.resetQueries();
            // Back to the page the error interrupted.
            void navigate(from ?? localized(paths.home), { replace: true });
          }}
          size="lg"
        >
          {t('common.retry')}
        </Button>
      }
    />
  );
}

export const NotAvailablePage = () => <StatusPage name="notAvailable" />;
export const BannedPage = () => <StatusPage name="banned" />;
export const NotFoundPage = () => <StatusPage name="notFound" action={<HomeButton />} />;
