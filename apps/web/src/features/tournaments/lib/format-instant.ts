/**
 * A start or an end as players read it: date and time in the operator's zone with the zone's
 * name, so "ends 21:00 GMT+5" means the same moment wherever the phone is. An unknown zone
 * falls back to UTC rather than failing the page.
 */
export function formatInstant(iso: string, timeZone: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
  }
}
