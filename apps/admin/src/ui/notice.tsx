import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { Button } from './button';
import { cn } from './cn';

/** The text of a failed call: the common text of its code when there is one, else the server's. */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    if (error instanceof ApiError) {
      return t(`errors.${error.code}`, { defaultValue: error.message || t('errors.unknown') });
    }
    return t('errors.unknown');
  };
}

/** A message box: information, success, warning or an error. */
export function Notice({
  tone = 'info',
  children,
  className,
}: {
  tone?: 'info' | 'success' | 'warning' | 'danger';
  children: ReactNode;
  className?: string;
}) {
  const tones = {
    info: 'bg-info-soft border-info/40 text-text',
    success: 'bg-success-soft border-success/40 text-text',
    warning: 'bg-warning-soft border-warning/40 text-text',
    danger: 'bg-danger-soft border-danger/40 text-text',
  };
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn('rounded-md border px-3 py-2 text-sm', tones[tone], className)}
    >
      {children}
    </div>
  );
}

/** A failed call's message, with a retry when given. */
export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const text = useErrorText();
  return (
    <Notice tone="danger" className="inline-flex items-center gap-3 text-left">
      <span>{text(error)}</span>
      {onRetry && (
        <Button size="sm" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      )}
    </Notice>
  );
}
