import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/form';

/**
 * The pieces the verify page's slot and crash checks share: the looked-up round's data, the
 * look-up form, and the form for a round typed by hand with its verdict.
 */

/** The data a round is checked from, one label and value a row (two columns from `sm`). */
export function CheckFields({ children }: { children: ReactNode }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">{children}</dl>
  );
}

export function CheckField({
  label,
  value,
  mono = false,
}: {
  label: string;
  value: string;
  mono?: boolean;
}) {
  return (
    <>
      <dt className="text-text-muted">{label}</dt>
      <dd className={mono ? 'font-mono text-xs break-all' : ''}>{value}</dd>
    </>
  );
}

/** One field naming the round to look up, and the submit button beside it. */
export function LookupForm({
  onSubmit,
  disabled,
  ...field
}: ComponentProps<typeof TextField> & { onSubmit: (event: FormEvent) => void }) {
  const { t } = useTranslation();
  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={onSubmit}>
      <div className="min-w-0 flex-1 basis-64">
        <TextField autoComplete="off" {...field} />
      </div>
      <Button type="submit" disabled={disabled}>
        {t('verify.submit')}
      </Button>
    </form>
  );
}

/**
 * A round typed by hand: a folded form (its fields as children), the alert when they do not
 * read, and the verdict under it once checked.
 */
export function ManualCheckForm({
  summary,
  className,
  open,
  onSubmit,
  invalidText,
  result,
  children,
  ...data
}: {
  summary: string;
  className: string;
  open?: boolean;
  onSubmit: () => void;
  /** Shown as an alert; null when the fields read. */
  invalidText: string | null;
  result: ReactNode;
  children: ReactNode;
} & { [attribute: `data-${string}`]: string | boolean | undefined }) {
  const { t } = useTranslation();
  return (
    <details className={className} open={open} {...data}>
      <summary className="cursor-pointer font-bold">{summary}</summary>
      <form
        className="mt-4 grid gap-3 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <div className="sm:col-span-2">
          <Button type="submit">{t('verify.submit')}</Button>
        </div>
      </form>
      {invalidText ? (
        <p role="alert" className="mt-3 text-danger">
          {invalidText}
        </p>
      ) : null}
      {result ? <div className="mt-4">{result}</div> : null}
    </details>
  );
}
