import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

export interface FilterBarProps {
  /** The filters' accessible name, e.g. "Search players". */
  label: string;
  /** The fields (Field + TextInput / Select…), laid out in a row. */
  children: ReactNode;
  /** Applies the filters (Enter in a field too). Without it, filters apply as they change. */
  onApply?: () => void;
  onReset?: () => void;
}

/** A row of filters above a table. */
export function FilterBar({ label, children, onApply, onReset }: FilterBarProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply?.();
  };
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-border bg-surface p-3"
    >
      {children}
      {(onApply || onReset) && (
        <div className="flex gap-2">
          {onApply && (
            <Button type="submit" variant="primary">
              {t('actions.apply')}
            </Button>
          )}
          {onReset && (
            <Button type="button" variant="ghost" onClick={onReset}>
              {t('actions.reset')}
            </Button>
          )}
        </div>
      )}
    </form>
  );
}
