import { describe, expect, it } from 'vitest';
import { translator } from './fill-in';

describe('translator', () => {
  const english = { greet: 'Hello {{name}}', only: 'English only', plain: 'Plain' };
  const t = translator({ greet: 'Salut {{ name }}', plain: 'Simple' } as typeof english, english);

  it('fills placeholders, spaces inside the braces allowed', () => {
    expect(t('greet', { name: 'Ana' })).toBe('Salut Ana');
  });

  it('leaves a placeholder without a value visible', () => {
    expect(t('greet', {})).toBe('Salut {{ name }}');
  });

  it('falls back to English for a key the dictionary lacks', () => {
    expect(t('only')).toBe('English only');
  });

  it('returns the text as it is without values', () => {
    expect(t('plain')).toBe('Simple');
  });
});
