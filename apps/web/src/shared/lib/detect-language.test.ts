import { describe, expect, it } from 'vitest';
import {
  canonicalLanguagePath,
  detectLanguage,
  localizePath,
  pathLanguage,
  stripLanguage,
} from './detect-language';

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

  it('does not read a category or English as a prefix', () => {
    expect(pathLanguage('/slots')).toBeUndefined();
    expect(pathLanguage('/en/slots')).toBeUndefined();
    expect(pathLanguage('/EN/slots')).toBeUndefined();
  });

  it('reads a prefix in any casing (a link typed as /TR/ is Turkish)', () => {
    expect(pathLanguage('/TR/slots')).toBe('TR');
    expect(pathLanguage('/Ru')).toBe('RU');
    expect(detectLanguage('', '/TR/info/kycaml', 'EN')).toBe('TR');
  });
});

describe('canonicalLanguagePath', () => {
  it('lower-cases a prefix written otherwise, and leaves the rest of the path alone', () => {
    expect(canonicalLanguagePath('/TR/slots')).toBe('/tr/slots');
    expect(canonicalLanguagePath('/Kz')).toBe('/kz');
    expect(canonicalLanguagePath('/TR/providers/Acme')).toBe('/tr/providers/Acme');
  });

  it('has nothing to change on a canonical path or one without a prefix', () => {
    expect(canonicalLanguagePath('/tr/slots')).toBeNull();
    expect(canonicalLanguagePath('/SLOTS')).toBeNull();
    expect(canonicalLanguagePath('/')).toBeNull();
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
