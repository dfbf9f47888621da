import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from './button';
import { Field, Textarea } from './field';
import { ErrorNotice } from './notice';

export interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What will happen, shown above the reason. */
  description?: ReactNode;
  /** Extra fields (e.g. an amount) between the description and the reason. */
  children?: ReactNode;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  /** The reason is required unless false (a confirmation only). */
  reasonRequired?: boolean;
  /** Runs the action; a thrown error is shown in the dialog, which then stays open. */
  onConfirm: (reason: string) => Promise<unknown>;
}

/** Asks a reason (kept in the audit log) and confirms an action. */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  confirmVariant = 'primary',
  reasonRequired = true,
  onConfirm,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const change = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setReason('');
      setMissing(false);
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reasonRequired && !reason.trim()) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onConfirm(reason.trim());
      setBusy(false);
      setReason('');
      onOpenChange(false);
    } catch (caught) {
      setBusy(false);
      setError(caught);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-surface p-5 shadow-xl">
          <form onSubmit={submit} className="flex flex-col gap-4">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            {description ? (
              <Dialog.Description className="text-sm text-text-muted">
                {description}
              </Dialog.Description>
            ) : (
              <Dialog.Description className="sr-only">{title}</Dialog.Description>
            )}
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
            {error ? <ErrorNotice error={error} /> : null}
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button disabled={busy}>{t('actions.cancel')}</Button>
              </Dialog.Close>
              <Button type="submit" variant={confirmVariant} busy={busy}>
                {confirmLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
