import type { Banner } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { bannerHints, dictionaryHints, isHomePath, withHints } from './page-hints.js';

describe('page hints', () => {
  it('preloads the English dictionary alone on an unprefixed page', () => {
    expect(dictionaryHints('/slots/fruit')).toEqual([
      '<link rel="preload" href="/langs/Localization+(en).json" as="fetch" crossorigin>',
    ]);
  });

  it('preloads the page language and the English fallback, the query before the path', () => {
    expect(dictionaryHints('/tr/slots')).toEqual([
      '<link rel="preload" href="/langs/Localization+(tr).json" as="fetch" crossorigin>',
      '<link rel="preload" href="/langs/Localization+(en).json" as="fetch" crossorigin>',
    ]);
    expect(dictionaryHints('/tr?lang=kz')[0]).toContain('Localization+(kk).json');
    expect(dictionaryHints('/xx/page')).toHaveLength(1);
  });

  it('knows the casino home under any language prefix', () => {
    expect(isHomePath('/')).toBe(true);
    expect(isHomePath('/?lang=tr')).toBe(true);
    expect(isHomePath('/bn')).toBe(true);
    expect(isHomePath('/bn/')).toBe(true);
    expect(isHomePath('/slots')).toBe(false);
    expect(isHomePath('/bn/slots')).toBe(false);
    expect(isHomePath('/EN')).toBe(false);
  });

  it("preloads the first banner's picture on each side of the breakpoint", () => {
    const banner = { imgMob: '/m.svg', imgDesktop: '/d".svg' } as Banner;
    expect(bannerHints([])).toEqual([]);
    expect(bannerHints([banner, { ...banner, imgMob: '/other.svg' }])).toEqual([
      '<link rel="preload" href="/m.svg" as="image" media="(max-width: 767.98px)" fetchpriority="high">',
      '<link rel="preload" href="/d&quot;.svg" as="image" media="(min-width: 768px)" fetchpriority="high">',
    ]);
  });

  it('writes the hints at the end of the head', () => {
    expect(withHints('<head><title>x</title></head><body></body>', ['<a>', '<b>'])).toBe(
      '<head><title>x</title><a><b></head><body></body>',
    );
    expect(withHints('<head></head>', [])).toBe('<head></head>');
  });
});
