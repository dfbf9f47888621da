import * as Dialog from '@radix-ui/react-dialog';
import { Suspense, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The accessible shell of every popup (Radix Dialog: focus trap, Escape, labelled, page scroll
 * locked while open). A modal on a wide screen, a full window on a narrow one.
 *
 * Popups open from the URL, not from a Radix trigger, so Radix has no trigger to give the focus
 * back to on close: the dialog remembers what held the focus when it opened and returns it there,
 * unless that element has left the page meanwhile.
 */
export function PopupDialog({
  open,
  fullWindow,
  onClose,
  children,
}: {
  open: boolean;
  fullWindow: boolean;
  onClose(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          data-popup-window={fullWindow ? 'full' : 'modal'}
          // The view's title names the dialog (aria-labelledby); until its lazy view has loaded
          // there is none, and this name stands in (a title inside the Suspense fallback makes
          // preact re-render the dialog for ever).
          aria-label={t('common.loading')}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            opener.current =
              active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            const element = opener.current;
            opener.current = null;
            if (!element?.isConnected) return;
            event.preventDefault();
            element.focus();
          }}
          className={
            fullWindow
              ? 'fixed inset-0 z-50 flex flex-col overflow-y-auto bg-surface p-4 pt-14 outline-none'
              : 'fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[min(480px,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card border border-border bg-surface p-6 pt-12 shadow-2xl outline-none'
          }
        >
          {/* The view loads inside the open dialog, so the dialog itself mounts once. */}
          <Suspense
            fallback={
              <div className="h-40 animate-pulse rounded-card bg-surface-raised" aria-busy="true" />
            }
          >
            {children}
          </Suspense>
          <Dialog.Close
            aria-label={t('common.close')}
            className="absolute right-3 top-3 grid h-9 w-9 place-items-center rounded-full text-text-muted hover:bg-surface-raised hover:text-text"
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const PopupTitle = Dialog.Title;
export const PopupDescription = Dialog.Description;
