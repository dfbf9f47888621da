/**
 * A tournament's schedule is kept as instants but set and read in its own IANA time zone (a
 * Dhaka tournament starting at 20:00 Dhaka time), while the rest of the console reads UTC.
 * These convert between a `datetime-local` value in a zone and the instant the API takes.
 */

// Browsers list some zones by their old names; staff look for the current ones (both work).
const CURRENT_NAMES: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Europe/Kiev': 'Europe/Kyiv',
};

/** Every IANA zone the browser knows, by current name, UTC first (the console's own zone). */
export function timeZones(): string[] {
  const known = Intl.supportedValuesOf('timeZone')
    .filter((zone) => zone !== 'UTC')
    .map((zone) => CURRENT_NAMES[zone] ?? zone)
    .sort();
  return ['UTC', ...new Set(known)];
}

/** True when the browser can compute times in `zone`. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(zone: string) {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(zone, format);
  }
  return format;
}

/** The wall clock of `zone` at `epoch` (milliseconds), read as if it were UTC. */
function wallClock(epoch: number, zone: string): number {
  const parts = Object.fromEntries(
    partsFormat(zone)
      .formatToParts(new Date(epoch))
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** The zone's offset from UTC at `epoch`, in milliseconds (Dhaka: +6 h). */
function offsetAt(epoch: number, zone: string): number {
  return wallClock(epoch, zone) - Math.floor(epoch / 1000) * 1000;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant (ISO, UTC) of a `datetime-local` value read in `zone`, or null when empty or
 * unreadable. A wall time skipped by a clock change (02:30 on a spring-forward night) is read
 * with the offset before the change, so it lands just after the gap, as calendars do.
 */
export function zonedToInstant(local: string, zone: string): string | null {
  const match = LOCAL.exec(local);
  if (!match || !isTimeZone(zone)) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[] as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Two passes settle the offset on either side of a clock change.
  const first = asUtc - offsetAt(asUtc, zone);
  const second = asUtc - offsetAt(first, zone);
  const epoch = wallClock(second, zone) === asUtc ? second : first;
  return new Date(epoch).toISOString();
}

/** An instant as a `datetime-local` value in `zone` ('' for none). */
export function instantToZoned(iso: string | null | undefined, zone: string): string {
  if (!iso) return '';
  const epoch = Date.parse(iso);
  if (Number.isNaN(epoch) || !isTimeZone(zone)) return '';
  return new Date(wallClock(epoch, zone)).toISOString().slice(0, 16);
}

/** An instant as staff read it in `zone`: "01 Dec 2026, 20:00 GMT+6". */
export function formatInZone(iso: string, zone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: isTimeZone(zone) ? zone : 'UTC',
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}
