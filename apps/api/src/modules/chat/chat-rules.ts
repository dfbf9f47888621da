import { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from '@jackdaw/contracts';

/*
 * The chat's rules that need no database: when an absent player is mailed, how staff are named
 * to players, which language a mail is written in, how the inbox shortens a message.
 */

/** Messages per page of a conversation (the widget's first screen, then older pages). */
export const MESSAGE_PAGE = 50;
/** Conversations per page of the inbox. */
export const INBOX_PAGE = 50;
/** An absent player gets at most one mail per conversation in this many minutes. */
export const MAIL_WINDOW_MINUTES = 15;
/** An image no message took within this many hours is deleted. */
export const UNUSED_ATTACHMENT_HOURS = 24;
/** Characters of the newest message the inbox list shows. */
export const PREVIEW_LENGTH = 120;

/**
 * Whether a staff answer to an absent player is mailed: the first one, or one at least
 * MAIL_WINDOW_MINUTES after the last mail of the conversation.
 */
export function mailDue(mailedAt: Date | null, now: Date): boolean {
  return mailedAt === null || now.getTime() - mailedAt.getTime() >= MAIL_WINDOW_MINUTES * 60_000;
}

/**
 * How a staff member is named to players: the first word of their e-mail's local part,
 * capitalised (`anna.k@…` → "Anna"), so that a player never sees a staff address. "Support"
 * when nothing readable is left.
 */
export function staffDisplayName(email: string): string {
  const local = email.split('@')[0] ?? '';
  const word = local.split(/[._+\-\d]+/).find((part) => /^\p{L}{2,}$/u.test(part));
  if (!word) return 'Support';
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

const BY_ISO = new Map(
  LANGUAGE_CODES.map((code) => [LANGUAGES[code].bcp47, code] as [string, LanguageCode]),
);

/** The first of the browser's languages (Accept-Language) the site speaks, if any. */
export function languageOfHeader(header: string | undefined): LanguageCode | undefined {
  for (const part of (header ?? '').split(',').slice(0, 16)) {
    const code = BY_ISO.get(part.trim().slice(0, 2).toLowerCase());
    if (code) return code;
  }
  return undefined;
}

/** A message as the inbox list shows it: one line, at most PREVIEW_LENGTH characters. */
export function preview(text: string, hasImage: boolean): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (!line) return hasImage ? '[image]' : '';
  const chars = [...line];
  return chars.length <= PREVIEW_LENGTH ? line : `${chars.slice(0, PREVIEW_LENGTH - 1).join('')}…`;
}
