import { dayKey } from './chat-thread';

/** A message's time, HH:MM in the player's clock and language. */
export function formatMessageTime(date: Date, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(
    date,
  );
}

/**
 * A day separator: "today" and "yesterday" are the dictionary's words; an older day is the date
 * in the player's language (with the year only when it is not this year's).
 */
export function dayLabel(
  date: Date,
  now: Date,
  locale: string,
  timeZone?: string,
): { word: 'today' | 'yesterday' } | { date: string } {
  const key = dayKey(date, timeZone);
  if (key === dayKey(now, timeZone)) return { word: 'today' };
  const yesterday = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  if (key === dayKey(yesterday, timeZone)) return { word: 'yesterday' };
  const sameYear = key.slice(0, 4) === dayKey(now, timeZone).slice(0, 4);
  return {
    date: new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: sameYear ? undefined : 'numeric',
      timeZone,
    }).format(date),
  };
}
