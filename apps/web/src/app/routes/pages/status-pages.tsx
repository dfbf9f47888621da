import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import { useUiStore } from '../../../shared/state/ui-store';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { PageTitle } from '../../../shared/ui/page-title';

/**
 * A status screen; the page's `main` unless a layout that already has one (the casino's, for an
 * unknown provider) shows it: a page has one main landmark.
 */
function StatusPage({
  name,
  action,
  inLayout = false,
}: {
  name: string;
  action?: React.ReactNode;
  inLayout?: boolean;
}) {
  const { t } = useTranslation();
  const Landmark = inLayout ? 'div' : 'main';
  return (
    <Landmark
      id={inLayout ? undefined : 'content'}
      data-status-page={name}
      className="mx-auto flex min-h-[60dvh] max-w-[560px] flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <PageTitle text={t(`pages.${name}.title`)} />
      <p className="text-text-muted">{t(`pages.${name}.body`)}</p>
      {action}
    </Landmark>
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
export const NotFoundInLayout = () => (
  <StatusPage name="notFound" action={<HomeButton />} inLayout />
);
