import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A value the player copies into their wallet or bank app (number, IBAN, reference). */
export function CopyValue({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg bg-surface-raised px-3 py-2">
      <div className="flex min-w-0 flex-col">
        <span className="text-xs text-text-muted">{label}</span>
        <span className="truncate font-mono font-semibold" data-testid={testId}>
          {value}
        </span>
      </div>
      <button
        type="button"
        className="shrink-0 rounded-md px-2 py-1 text-sm font-semibold text-accent hover:bg-surface"
        onClick={() => {
          // Clipboard access can be refused (no permission, insecure origin): the value stays visible.
          void navigator.clipboard
            ?.writeText(value)
            .then(() => setCopied(true))
            .catch(() => setCopied(false));
        }}
      >
        {copied ? t('payments.copied') : t('payments.copy')}
      </button>
    </div>
  );
}
