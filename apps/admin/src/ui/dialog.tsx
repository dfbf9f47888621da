import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from './button';
import { Field, Textarea } from './field';
import { ErrorNotice } from './notice';
import { cn } from './cn';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** What the dialog is about; without it the title is its description too (screen readers). */
  description?: ReactNode;
  /** Classes of the box (a column, gap 4): its width (default 32rem), height. */
  className?: string;
  children?: ReactNode;
}

/** A modal dialog: overlay, a centred box, its title and description. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  className = 'w-[min(32rem,calc(100vw-2rem))]',
  children,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-lg border border-border bg-surface p-5 shadow-xl',
            className,
          )}
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="text-sm text-text-muted">
              {description}
            </Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Closes the dialog it stands in. */
export function ModalClose({ children }: { children: ReactNode }) {
  return <Dialog.Close asChild>{children}</Dialog.Close>;
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What will happen. */
  description?: ReactNode;
  /** Extra fields (e.g. an amount, a reason) below the description. */
  children?: ReactNode;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  /** Runs the action; a thrown error is shown in the dialog, which then stays open. */
  onConfirm: () => Promise<unknown>;
  /** Checks the fields before confirming; false keeps the dialog open and runs nothing. */
  validate?: () => boolean;
  /** Clears the fields once the dialog closes (cancelled or done). */
  onClosed?: () => void;
}

/** A plain "are you sure" for an action that takes no reason (see ReasonDialog). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  confirmVariant = 'primary',
  onConfirm,
  validate,
  onClosed,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const change = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setError(null);
      onClosed?.();
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (validate && !validate()) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setBusy(false);
      onClosed?.();
      onOpenChange(false);
    } catch (caught) {
      setBusy(false);
      setError(caught);
    }
  };

  return (
    <Modal open={open} onOpenChange={change} title={title} description={description}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        {children}
        {error ? <ErrorNotice error={error} /> : null}
        <div className="flex justify-end gap-2">
          <ModalClose>
            <Button disabled={busy}>{t('actions.cancel')}</Button>
          </ModalClose>
          <Button type="submit" variant={confirmVariant} busy={busy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

export interface ReasonDialogProps extends Omit<
  ConfirmDialogProps,
  'onConfirm' | 'validate' | 'onClosed'
> {
  /** The reason is required unless false (a confirmation only). */
  reasonRequired?: boolean;
  /** Runs the action; a thrown error is shown in the dialog, which then stays open. */
  onConfirm: (reason: string) => Promise<unknown>;
}

/** Asks a reason (kept in the audit log) and confirms an action. */
export function ReasonDialog({
  children,
  reasonRequired = true,
  onConfirm,
  ...props
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <ConfirmDialog
      {...props}
      validate={() => {
        if (reasonRequired && !reason.trim()) setMissing(true);
        return !reasonRequired || Boolean(reason.trim());
      }}
      onConfirm={() => onConfirm(reason.trim())}
      onClosed={() => {
        setReason('');
        setMissing(false);
      }}
    >
      {children}
      <Field
        label={reasonRequired ? t('reason.label') : t('reason.optionalLabel')}
        hint={t('reason.hint')}
        error={missing && !reason.trim() ? t('reason.required') : undefined}
      >
        <Textarea
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
    </ConfirmDialog>
  );
}
