/**
 * A timestamp as the history shows it, in the player's own time zone: DD-MM-YYYY HH:MM, the
 * date order the rest of the profile uses.
 *
 * @example
 * formatDisplayDateTime('2026-11-02T09:05:00Z'); // "02-11-2026 09:05" (in UTC)
 */
export function formatDisplayDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getDate())}-${two(date.getMonth() + 1)}-${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
