import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { useTranslate } from '../i18n/use-translate';

/**
 * A panel over the game (paytable, fairness, autoplay) on the native <dialog>: focus moves in
 * and back, Escape closes, the page behind is inert, with no dialog library in the bundle.
 */
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
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      class="sheet"
      aria-label={title}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <header class="sheet-head">
        <h2>{title}</h2>
        <button type="button" class="icon-button" onClick={onClose} aria-label={t('app.close')}>
          ✕
        </button>
      </header>
      <div class="sheet-body">{children}</div>
    </dialog>
  );
}
