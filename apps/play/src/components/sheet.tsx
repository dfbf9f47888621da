import type { ComponentChildren } from 'preact';
import { useTranslate } from '../i18n/use-translate';
import { Dialog } from './dialog';

/** A panel over the slot game (paytable, fairness, autoplay), closed by a translated ✕. */
export function Sheet({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ComponentChildren;
}) {
  const t = useTranslate();
  return (
    <Dialog title={title} closeLabel={t('app.close')} onClose={onClose}>
      {children}
    </Dialog>
  );
}
