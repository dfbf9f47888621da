import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

/**
 * A panel over the game on the native <dialog>: focus moves in and back, Escape closes, the
 * page behind is inert, with no dialog library in the bundle. Both game clients use it; each
 * passes its own translated close label, so it imports no dictionary.
 */
export function Dialog({
  title,
  closeLabel,
  onClose,
  children,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ComponentChildren;
}) {
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
        <button type="button" class="icon-button" onClick={onClose} aria-label={closeLabel}>
          ✕
        </button>
      </header>
      <div class="sheet-body">{children}</div>
    </dialog>
  );
}
