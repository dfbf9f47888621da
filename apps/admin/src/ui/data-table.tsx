import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { cn } from './cn';
import { ErrorNotice } from './notice';

export interface Column<Row> {
  /** A stable key of the column. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /** A fixed width, e.g. `'8rem'`. */
  width?: string;
}

export interface DataTableProps<Row> {
  /** What the table lists (its accessible name). */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  loading?: boolean;
  error?: unknown;
  /** The text when there are no rows (defaults to common `table.empty`). */
  empty?: ReactNode;
  /** Keyset paging: loads the next page; the button shows while `hasMore`. */
  onLoadMore?: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  /** Makes a row a link or action (keyboard: the row's own link or button carries it). */
  onRowClick?: (row: Row) => void;
  onRetry?: () => void;
}

/** A table of rows with its loading, empty and error states and a "load more" for keyset paging. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  error,
  empty,
  onLoadMore,
  hasMore = false,
  loadingMore = false,
  onRowClick,
  onRetry,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const state = error ? 'error' : loading && !rows ? 'loading' : rows?.length ? 'rows' : 'empty';
  return (
    <div className="overflow-hidden rounded-lg border border-border bg-surface">
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm" aria-busy={loading || undefined}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-surface-sunken text-left">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  style={column.width ? { width: column.width } : undefined}
                  className={cn(
                    'border-b border-border px-3 py-2 text-xs font-semibold tracking-wide text-text-muted uppercase',
                    column.align === 'right' && 'text-right',
                  )}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {state === 'rows' &&
              rows!.map((row) => (
                <tr
                  key={rowKey(row)}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  className={cn(
                    'border-b border-border last:border-b-0',
                    onRowClick && 'cursor-pointer hover:bg-surface-sunken',
                  )}
                >
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={cn(
                        'px-3 py-2 align-middle',
                        column.align === 'right' && 'text-right tabular-nums',
                      )}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            {state !== 'rows' && (
              <tr>
                <td colSpan={columns.length} className="px-3 py-8 text-center text-text-muted">
                  {state === 'loading' && <span role="status">{t('table.loading')}</span>}
                  {state === 'empty' && (empty ?? t('table.empty'))}
                  {state === 'error' && <ErrorNotice error={error} onRetry={onRetry} />}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {state === 'rows' && onLoadMore && hasMore && (
        <div className="flex justify-center border-t border-border p-2">
          <Button size="sm" variant="ghost" busy={loadingMore} onClick={onLoadMore}>
            {loadingMore ? t('table.loading') : t('table.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
