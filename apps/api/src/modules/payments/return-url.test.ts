import { describe, expect, it } from 'vitest';
import { siteOrigins } from '../../config.js';
import { depositReturnUrl } from './return-url.js';

const local = {
  publicUrl: 'http://localhost:3000',
  siteOrigins: siteOrigins('http://localhost:3000', ['https://m.casino.example']),
};
const id = '0b9f2c1e-8d4a-4f1e-9a57-6c3b2d1e0f9a';

describe('deposit return URL', () => {
  it('sends the player back to the loopback name they came by', () => {
    expect(depositReturnUrl(id, 'http://127.0.0.1:3000', local)).toBe(
      `http://127.0.0.1:3000/?popup=deposit-result&paymentId=${id}`,
    );
    expect(depositReturnUrl(id, 'http://[::1]:3000', local)).toBe(
      `http://[::1]:3000/?popup=deposit-result&paymentId=${id}`,
    );
    expect(depositReturnUrl(id, 'https://m.casino.example', local)).toBe(
      `https://m.casino.example/?popup=deposit-result&paymentId=${id}`,
    );
  });

  it('falls back to PUBLIC_URL for any other or no origin', () => {
    for (const origin of [
      undefined,
      'null',
      'https://evil.example',
      'http://127.0.0.1:3001',
      'https://localhost:3000',
      'http://localhost:3000.evil.example',
    ]) {
      expect(depositReturnUrl(id, origin, local)).toBe(
        `http://localhost:3000/?popup=deposit-result&paymentId=${id}`,
      );
    }
  });

  it('keeps the path of PUBLIC_URL and adds no loopback alias to a public host', () => {
    const site = {
      publicUrl: 'https://casino.example/play',
      siteOrigins: siteOrigins('https://casino.example/play'),
    };
    expect(site.siteOrigins).toEqual(['https://casino.example']);
    expect(depositReturnUrl(id, 'https://casino.example', site)).toBe(
      `https://casino.example/play/?popup=deposit-result&paymentId=${id}`,
    );
    expect(depositReturnUrl(id, 'http://127.0.0.1', site)).toBe(
      `https://casino.example/play/?popup=deposit-result&paymentId=${id}`,
    );
  });
});
