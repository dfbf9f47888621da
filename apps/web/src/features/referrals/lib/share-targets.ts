/**
 * Where the `share` popup sends an invitation (engagement §2): the messengers players in the
 * casino's markets use, each opened by its public share address or app scheme with the
 * invitation text and link filled in. Nothing is loaded from them; the icons are our own.
 */
export const SHARE_TARGETS = [
  'whatsapp',
  'telegram',
  'messenger',
  'viber',
  'facebook',
  'x',
  'email',
  'sms',
] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

/** Brand names, written the same in every language; e-mail and SMS are translated words. */
export const SHARE_BRANDS: Partial<Record<ShareTarget, string>> = {
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  messenger: 'Messenger',
  viber: 'Viber',
  facebook: 'Facebook',
  x: 'X',
};

export interface ShareMessage {
  /** The invitation link itself. */
  link: string;
  /** The sentence sent before it, in the player's language. */
  text: string;
  /** An e-mail's subject. */
  subject: string;
}

const q = encodeURIComponent;

/**
 * The address that opens `target` with the message ready to send.
 *
 * @example shareUrl('telegram', { link: 'https://j.example/?r=AB23CD45', text: 'Join me', subject: '' })
 * // 'https://t.me/share/url?url=https%3A%2F%2Fj.example%2F%3Fr%3DAB23CD45&text=Join%20me'
 */
export function shareUrl(target: ShareTarget, { link, text, subject }: ShareMessage): string {
  const both = `${text} ${link}`;
  switch (target) {
    case 'whatsapp':
      return `https://wa.me/?text=${q(both)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${q(link)}&text=${q(text)}`;
    case 'messenger':
      return `fb-messenger://share/?link=${q(link)}`;
    case 'viber':
      return `viber://forward?text=${q(both)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${q(link)}`;
    case 'x':
      return `https://x.com/intent/tweet?text=${q(text)}&url=${q(link)}`;
    case 'email':
      return `mailto:?subject=${q(subject)}&body=${q(both)}`;
    case 'sms':
      // `?&body=` is read by both Android (`?body=`) and iOS (`&body=`) messaging apps.
      return `sms:?&body=${q(both)}`;
  }
}

/** An app scheme or mail/SMS opens in place; a web address opens in a new tab. */
export function opensInNewTab(target: ShareTarget): boolean {
  return shareUrl(target, { link: '', text: '', subject: '' }).startsWith('https:');
}
