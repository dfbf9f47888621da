import { describe, expect, it } from 'vitest';
import { detectLanguage, localizePath, pathLanguage, stripLanguage } from './detect-language';

describe('detectLanguage', () => {
  it('takes the query first', () => {
    expect(detectLanguage('?lang=tr', '/ru/slots', 'BN')).toBe('TR');
    expect(detectLanguage('?lang=TR', '/', null)).toBe('TR');
  });

  it('then the first path segment', () => {
    expect(detectLanguage('', '/ru/slots', 'BN')).toBe('RU');
    expect(detectLanguage('?lang=xx', '/kz', 'BN')).toBe('KZ');
  });

  it('then the stored value', () => {
    expect(detectLanguage('', '/slots', 'AZ')).toBe('AZ');
    expect(detectLanguage('', '/slots', 'az')).toBe('AZ');
  });

  it('else English, ignoring unsupported codes everywhere', () => {
    expect(detectLanguage('?lang=de', '/de/slots', 'DE')).toBe('EN');
    expect(detectLanguage('', '/', null)).toBe('EN');
  });

  it('does not read a category or an upper-case segment as a language', () => {
    expect(pathLanguage('/slots')).toBeUndefined();
    expect(pathLanguage('/TR/slots')).toBeUndefined();
    expect(pathLanguage('/en/slots')).toBeUndefined();
  });
});

describe('localizePath', () => {
  it('adds, swaps and removes the prefix', () => {
    expect(localizePath('/slots', 'TR')).toBe('/tr/slots');
    expect(localizePath('/tr/slots', 'RU')).toBe('/ru/slots');
    expect(localizePath('/tr/slots', 'EN')).toBe('/slots');
    expect(localizePath('/', 'BN')).toBe('/bn');
    expect(localizePath('/bn', 'EN')).toBe('/');
  });

  it('strips only a real prefix', () => {
    expect(stripLanguage('/tr/info/about')).toBe('/info/about');
    expect(stripLanguage('/tournament')).toBe('/tournament');
    expect(stripLanguage('/tr')).toBe('/');
  });
});
