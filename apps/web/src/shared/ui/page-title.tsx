import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The page's heading, also set as the document title. */
export function PageTitle({ children, text }: { children?: ReactNode; text: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${text} · ${t('app.name')}`;
  }, [t, text]);
  return <h1 className="text-2xl font-extrabold md:text-3xl">{children ?? text}</h1>;
}
