import { describe, expect, it } from 'vitest';
import { returnUrlPolicy } from './return-url.js';

describe('returnUrlPolicy', () => {
  const policy = returnUrlPolicy('https://casino.example', ['https://lobby.acme.example/path']);

  it.each([
    '/',
    '/games?category=slots',
    '/TR/profile/personal#top',
    'https://casino.example/games',
    'https://casino.example:443/x',
    'https://lobby.acme.example/back?session=1',
  ])('allows %s', (url) => {
    expect(policy.allows(url)).toBe(true);
  });

  it.each([
    'https://evil.example/',
    'http://casino.example/', // another origin: the scheme differs
    'https://casino.example.evil.example/',
    'https://casino.example@evil.example/',
    'https://user:pass@casino.example/',
    '//evil.example/',
    '/\\evil.example/',
    '\\\\evil.example/',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://lobby.acme.example:8443/',
    'http://[::1',
  ])('refuses %s', (url) => {
    expect(policy.allows(url)).toBe(false);
  });
});
