import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';

/** The one-time enrolment link of a new or reset member, shown once, with a copy button. */
export function LinkDialog({
  link,
  message,
  onClose,
}: {
  link: string | null;
  message: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(link ?? '').then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <Dialog.Root
      open={link !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-lg border border-border bg-surface p-5 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{t('link.title')}</Dialog.Title>
          <Dialog.Description className="text-sm">{message}</Dialog.Description>
          <label className="flex flex-col gap-1 text-[13px] font-medium">
            {t('link.label')}
            <textarea
              readOnly
              value={link ?? ''}
              data-testid="enrolment-link"
              rows={3}
              onFocus={(event) => event.target.select()}
              className="w-full rounded-md border border-border-strong bg-surface-sunken p-2 font-mono text-xs break-all"
            />
          </label>
          <div className="flex justify-end gap-2">
            <Button onClick={() => void copy()}>
              {copied ? t('link.copied') : t('link.copy')}
            </Button>
            <Dialog.Close asChild>
              <Button variant="primary">{t('link.done')}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
