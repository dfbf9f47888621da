import { BONUS_CHOICES, LANGUAGE_CODES } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { welcomeMail, welcomeTexts, type WelcomeTexts } from './welcome-mail.js';

/** Every text of a template, with where it sits. */
function entries(texts: WelcomeTexts): [string, string][] {
  const { bonus, ...rest } = texts;
  return [
    ...Object.entries(rest),
    ...Object.entries(bonus).map(([choice, text]): [string, string] => [`bonus.${choice}`, text]),
  ];
}

describe('welcome mail templates', () => {
  it('are complete and translated in every language of the site', () => {
    const english = new Map(entries(welcomeTexts.EN));
    for (const language of LANGUAGE_CODES) {
      const texts = entries(welcomeTexts[language]);
      expect(texts.map(([key]) => key).sort(), language).toEqual([...english.keys()].sort());
      for (const [key, text] of texts) {
        expect(text.trim().length, `${language} ${key}`).toBeGreaterThan(3);
        if (language !== 'EN') expect(text, `${language} ${key}`).not.toBe(english.get(key));
      }
      expect(welcomeTexts[language].greeting, language).toContain('{login}');
    }
  });

  it('render in every language and for every bonus choice: greeting, links, no remote images', () => {
    for (const language of LANGUAGE_CODES) {
      for (const bonusChoice of BONUS_CHOICES) {
        const mail = welcomeMail({
          login: 'ada@example.com',
          bonusChoice,
          publicUrl: 'https://jackdaw.example/',
          language,
        });
        const site =
          language === 'EN'
            ? 'https://jackdaw.example'
            : `https://jackdaw.example/${language.toLowerCase()}`;
        const texts = welcomeTexts[language];
        const where = `${language} ${bonusChoice}`;
        expect(mail.subject, where).toBe(texts.subject);
        for (const part of [mail.text, mail.html]) {
          expect(part, where).toContain('ada@example.com');
          expect(part, where).toContain(`${site}/?popup=deposit`);
          expect(part, where).toContain(`${site}/info/responsiblegame`);
          expect(part, where).not.toContain('{login}');
          expect(part.includes(`${site}/info/welcome-bonus`), where).toBe(bonusChoice !== 'none');
        }
        expect(mail.text, where).toContain(texts.bonus[bonusChoice]);
        expect(mail.html, where).not.toMatch(/<img|url\(|src=/i);
        // Every link of the HTML is into the site.
        for (const [, href] of mail.html.matchAll(/href="([^"]*)"/g)) {
          expect(href?.startsWith(`${site}/`), `${where} ${href}`).toBe(true);
        }
      }
    }
  });

  it('escapes what the player typed', () => {
    const mail = welcomeMail({
      login: 'o\'brien<b>"x"&@example.com',
      bonusChoice: 'none',
      publicUrl: 'http://casino.test',
    });
    expect(mail.html).toContain('o&#39;brien&lt;b&gt;&quot;x&quot;&amp;@example.com');
    expect(mail.html).not.toContain('<b>');
    expect(mail.text).toContain('o\'brien<b>"x"&@example.com');
  });
});
