import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useToken } from '../api/session';
import { ErrorNotice } from '../ui';
import { useMe } from './me';

/** Shows its children to a signed-in staff member; anyone else goes to sign-in. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const token = useToken();
  const location = useLocation();
  const me = useMe();
  if (!token) {
    return <Navigate to="/sign-in" replace state={{ from: location.pathname + location.search }} />;
  }
  if (me.isPending) {
    return (
      <p role="status" className="p-8 text-text-muted">
        {t('app.loading')}
      </p>
    );
  }
  if (me.isError) {
    return (
      <div className="p-8">
        <ErrorNotice error={me.error} onRetry={() => void me.refetch()} />
      </div>
    );
  }
  return children;
}
