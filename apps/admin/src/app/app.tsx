import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ApiError } from '../api/client';
import { EnrolPage } from './auth/enrol-page';
import { SignInPage } from './auth/sign-in-page';
import { Layout } from './layout';
import { useMe } from './me';
import { pageHref, pages, pagesFor, type RegisteredPage } from './pages';
import { RequireSession } from './require-session';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refused call (4xx) is not retried; a network or server failure once.
      retry: (count, error) => !(error instanceof ApiError && error.statusCode < 500) && count < 1,
      refetchOnWindowFocus: false,
    },
  },
});

function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="p-8 text-text-muted">
      {t('app.loading')}
    </p>
  );
}

/** The first page the role may open: where /admin/ leads. */
function Home() {
  const { t } = useTranslation();
  const { data } = useMe();
  const first = data && pagesFor(data.permissions)[0];
  if (first) return <Navigate to={pageHref(first)} replace />;
  return <p className="p-8">{t('app.noPages')}</p>;
}

function Guarded({ page }: { page: RegisteredPage }) {
  const { t } = useTranslation();
  const { data } = useMe();
  if (!data?.permissions.includes(page.permission)) {
    return (
      <p role="alert" className="p-8">
        {t('app.forbidden')}
      </p>
    );
  }
  return (
    <Suspense fallback={<Loading />}>
      <page.Component />
    </Suspense>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return <p className="p-8">{t('app.notFound')}</p>;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/admin">
        <Routes>
          <Route path="sign-in" element={<SignInPage />} />
          <Route path="enrol" element={<EnrolPage />} />
          <Route
            element={
              <RequireSession>
                <Layout />
              </RequireSession>
            }
          >
            <Route index element={<Home />} />
            {pages.map((page) => (
              <Route key={page.area} path={page.path} element={<Guarded page={page} />} />
            ))}
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
