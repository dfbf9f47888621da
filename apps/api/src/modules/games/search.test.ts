import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchKeys, searchPrefixes, searchWords, sortName } from './search.js';

describe('search words', () => {
  it('lower-cases, drops accents and apostrophes, and splits on other marks', () => {
    expect(searchWords("Pharaoh's Tomb")).toEqual(['pharaohs', 'tomb']);
    expect(searchWords('Café Olé')).toEqual(['cafe', 'ole']);
    expect(searchWords('ÜBER-Blackjack: Straße')).toEqual(['uber', 'blackjack', 'strasse']);
    expect(searchWords('Abyss 1024')).toEqual(['abyss', '1024']);
    expect(searchWords('Жар-птица')).toEqual(['жар', 'птица']);
    expect(searchWords('  %% ')).toEqual([]);
  });

  it('stores every prefix of every word and of the joined name', () => {
    expect(searchPrefixes('Abyss 1024')).toEqual(
      expect.arrayContaining(['a', 'ab', 'abyss', '1', '1024', 'abyss1', 'abyss1024']),
    );
    expect(searchPrefixes('Abyss 1024')).not.toContain('byss');
    expect(sortName("Dragon's Hoard")).toBe('dragons hoard');
  });

  it('finds a name by any prefix of any of its words, whatever the case and accents', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿ0-9]{1,12}$/), { minLength: 1, maxLength: 4 }),
        fc.nat(),
        fc.nat(),
        (words, pick, cut) => {
          const name = words.join(' ');
          const word = words[pick % words.length]!;
          const typed = word.slice(0, 1 + (cut % word.length)).toUpperCase();
          const prefixes = new Set(searchPrefixes(name));
          for (const key of searchKeys(typed)) expect(prefixes.has(key)).toBe(true);
        },
      ),
    );
  });

  it('finds a name by words typed apart that the name writes together', () => {
    const finds = (name: string, typed: string) => {
      const prefixes = new Set(searchPrefixes(name));
      return searchKeys(typed).every((key) => prefixes.has(key));
    };
    expect(finds('CoinStrike: Hold and Win', 'coin strike')).toBe(true);
    expect(finds('Abyss1024', 'abyss 1024')).toBe(true);
    expect(finds('Book of Ra 2Wild', 'book ra wild')).toBe(true);
    expect(finds('BigBass Bonanza', 'bass bonanza')).toBe(true);
    // Still only word starts: no match inside a word.
    expect(finds('Coinstrike', 'strike')).toBe(false);
    expect(finds('Abyss1024', 'byss')).toBe(false);
  });

  it('keeps at most eight distinct search keys', () => {
    expect(searchKeys('a b c d e f g h i j a')).toHaveLength(8);
    expect(searchKeys(undefined)).toEqual([]);
  });
});
