import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The centred card of the sign-in and enrolment screens. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  return (
    <main className="flex min-h-screen items-start justify-center px-4 py-16">
      <div className="w-full max-w-md">
        <p className="mb-4 text-center text-sm font-semibold text-text-muted">{t('app.name')}</p>
        <div className="rounded-lg border border-border bg-surface p-6 shadow-sm">
          <h1 className="mb-5 text-xl font-semibold">{title}</h1>
          {children}
        </div>
      </div>
    </main>
  );
}
