import { describe, expect, it } from 'vitest';
import { opensInNewTab, SHARE_TARGETS, shareUrl } from './share-targets';

const message = {
  link: 'https://casino.example/?r=AB23CD45',
  text: 'Play with me & get a bonus',
  subject: 'An invitation',
};

describe('share addresses', () => {
  it('carry the link, encoded, to every target', () => {
    for (const target of SHARE_TARGETS) {
      const url = shareUrl(target, message);
      expect(url, target).toContain(encodeURIComponent(message.link));
      expect(url, target).not.toContain(' ');
    }
  });

  it('fill in the text where the target takes one', () => {
    expect(shareUrl('whatsapp', message)).toBe(
      `https://wa.me/?text=${encodeURIComponent(`${message.text} ${message.link}`)}`,
    );
    expect(shareUrl('telegram', message)).toBe(
      `https://t.me/share/url?url=${encodeURIComponent(message.link)}&text=${encodeURIComponent(message.text)}`,
    );
    expect(shareUrl('email', message)).toMatch(/^mailto:\?subject=An%20invitation&body=Play/);
    expect(shareUrl('sms', message)).toMatch(/^sms:\?&body=Play%20with%20me%20%26/);
  });

  it('open web addresses in a new tab and app schemes in place', () => {
    expect(SHARE_TARGETS.filter(opensInNewTab)).toEqual(['whatsapp', 'telegram', 'facebook', 'x']);
  });
});
