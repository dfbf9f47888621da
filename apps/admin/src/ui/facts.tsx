import type { ReactNode } from 'react';

/** Labelled facts (a record's details) as a two-column definition list. */
export function Facts({
  rows,
  valueClassName,
}: {
  rows: readonly (readonly [string, ReactNode])[];
  valueClassName?: string;
}) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-text-muted">{label}</dt>
          <dd className={valueClassName}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
