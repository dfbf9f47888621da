const full = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});
const dateOnly = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  timeZone: 'UTC',
});

/** A moment in UTC (the console's one time zone), machine-readable in `dateTime`. */
export function DateTime({
  value,
  date = false,
  empty = '—',
}: {
  value: string | Date | null | undefined;
  /** The day only. */
  date?: boolean;
  empty?: string;
}) {
  if (!value) return <span>{empty}</span>;
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return <span>{String(value)}</span>;
  return (
    <time dateTime={at.toISOString()} className="whitespace-nowrap tabular-nums">
      {(date ? dateOnly : full).format(at)}
    </time>
  );
}
