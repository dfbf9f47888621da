import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PageProps {
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons at the top right. */
  actions?: ReactNode;
  /** A link back (e.g. a player card's way to the search). */
  back?: ReactNode;
  children: ReactNode;
}

/** A console page: its title (the document's too), actions and content. */
export function Page({ title, description, actions, back, children }: PageProps) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  return (
    <div className="mx-auto flex w-full max-w-[1400px] flex-col gap-5 px-6 py-6 xl:px-8">
      {back}
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description && <p className="mt-1 text-text-muted">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </header>
      {children}
    </div>
  );
}

/** A framed block of a page, with an optional heading. */
export function Section({
  title,
  actions,
  children,
}: {
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-lg border border-border bg-surface p-4">
      {(title || actions) && (
        <div className="mb-3 flex items-center justify-between gap-3">
          {title && <h2 className="text-base font-semibold">{title}</h2>}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}
