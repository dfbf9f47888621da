import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, ModalClose } from '../../ui';

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
    <Modal
      open={link !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
      title={t('link.title')}
      description={message}
      className="w-[min(36rem,calc(100vw-2rem))]"
    >
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
        <Button onClick={() => void copy()}>{copied ? t('link.copied') : t('link.copy')}</Button>
        <ModalClose>
          <Button variant="primary">{t('link.done')}</Button>
        </ModalClose>
      </div>
    </Modal>
  );
}
