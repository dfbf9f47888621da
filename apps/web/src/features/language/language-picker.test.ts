import { describe, expect, it } from 'vitest';
import { filterLanguages } from './language-picker';

const records = [
  { name: 'English' },
  { name: 'Русский' },
  { name: 'Türkçe' },
  { name: 'Français' },
];

describe('filterLanguages', () => {
  it('filters by name prefix, case-insensitive', () => {
    expect(filterLanguages(records, 'en')).toEqual([{ name: 'English' }]);
    expect(filterLanguages(records, 'рус')).toEqual([{ name: 'Русский' }]);
    expect(filterLanguages(records, 'TÜR')).toEqual([{ name: 'Türkçe' }]);
  });

  it('matches the start only, and keeps everything for an empty query', () => {
    expect(filterLanguages(records, 'glish')).toEqual([]);
    expect(filterLanguages(records, '  ')).toHaveLength(4);
  });
});
