import { describe, expect, it } from 'vitest';
import {
  languageOfHeader,
  mailDue,
  MAIL_WINDOW_MINUTES,
  preview,
  PREVIEW_LENGTH,
  staffDisplayName,
} from './chat-rules.js';
import { createAttachmentLinks } from './attachment-links.js';

describe('the mail rule', () => {
  const at = new Date('2026-11-26T10:00:00Z');
  const minutesBefore = (minutes: number) => new Date(at.getTime() - minutes * 60_000);

  it('mails the first answer, then none for 15 minutes, then again', () => {
    expect(mailDue(null, at)).toBe(true);
    expect(mailDue(minutesBefore(1), at)).toBe(false);
    expect(mailDue(minutesBefore(MAIL_WINDOW_MINUTES - 0.01), at)).toBe(false);
    expect(mailDue(minutesBefore(MAIL_WINDOW_MINUTES), at)).toBe(true);
    expect(mailDue(minutesBefore(60), at)).toBe(true);
  });
});

describe('names, languages and previews', () => {
  it('names staff to players by a first name, never the address', () => {
    expect(staffDisplayName('anna.k@jackdaw.test')).toBe('Anna');
    expect(staffDisplayName('JOHN_smith@x.io')).toBe('John');
    expect(staffDisplayName('staff-support-3.1732@jackdaw.test')).toBe('Staff');
    expect(staffDisplayName('007@x.io')).toBe('Support');
    expect(staffDisplayName('')).toBe('Support');
  });

  it("takes the first of the browser's languages the site speaks", () => {
    expect(languageOfHeader('tr-TR,tr;q=0.9,en;q=0.5')).toBe('TR');
    expect(languageOfHeader('de-DE, kk;q=0.8')).toBe('KZ');
    expect(languageOfHeader('my')).toBe('MM');
    expect(languageOfHeader('de, es')).toBeUndefined();
    expect(languageOfHeader(undefined)).toBeUndefined();
  });

  it('shortens a message to one line for the inbox', () => {
    expect(preview('  two\nlines  ', false)).toBe('two lines');
    expect(preview('', true)).toBe('[image]');
    const long = preview('é'.repeat(PREVIEW_LENGTH + 10), false);
    expect([...long]).toHaveLength(PREVIEW_LENGTH);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('signed image links', () => {
  const links = createAttachmentLinks('a-secret-that-is-long-enough');
  const now = new Date('2026-11-26T10:01:00Z');
  const parts = (url: string) => {
    const parsed = new URL(url, 'http://x');
    return {
      id: Number(parsed.pathname.split('/').at(-1)),
      expires: Number(parsed.searchParams.get('expires')),
      signature: parsed.searchParams.get('signature')!,
    };
  };

  it('work for 60 to 65 minutes, and the same link within a five-minute step', () => {
    const link = parts(links.url(7, now));
    const minutes = (link.expires * 1000 - now.getTime()) / 60_000;
    expect(minutes).toBeGreaterThanOrEqual(60);
    expect(minutes).toBeLessThanOrEqual(65);
    expect(links.url(7, new Date(now.getTime() + 1000))).toBe(links.url(7, now));
    expect(links.verify(7, link.expires, link.signature, now)).toBe(true);
    expect(links.verify(7, link.expires, link.signature, new Date(link.expires * 1000))).toBe(
      false,
    );
  });

  it('refuse another image, another time, another key or a malformed signature', () => {
    const link = parts(links.url(7, now));
    expect(links.verify(8, link.expires, link.signature, now)).toBe(false);
    expect(links.verify(7, link.expires + 300, link.signature, now)).toBe(false);
    const other = parts(createAttachmentLinks('another-secret').url(7, now));
    expect(links.verify(7, other.expires, other.signature, now)).toBe(false);
    expect(links.verify(7, link.expires, 'zz', now)).toBe(false);
    expect(links.verify(7, Number.NaN, link.signature, now)).toBe(false);
  });
});
