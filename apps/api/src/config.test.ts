import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const secret = { JWT_SECRET: 'x'.repeat(40) };

describe('loadConfig', () => {
  it('defaults to the embedded database on port 3000', () => {
    const config = loadConfig({ ...secret });
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('pglite');
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({
      ...secret,
      DATABASE_URL: 'postgres://root@127.0.0.1:5432/jackdaw',
    });
    expect(config.database).toMatchObject({
      kind: 'postgres',
      url: 'postgres://root@127.0.0.1:5432/jackdaw',
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'http://x'],
    ['LOG_LEVEL', 'loud'],
    ['JWT_SECRET', 'short'],
    ['GEO_COUNTRY_OVERRIDE', 'India'],
    ['PUBLIC_URL', 'not a url'],
  ])('fails fast naming %s when it is invalid', (name, value) => {
    expect(() => loadConfig({ ...secret, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...secret, [name]: value })).toThrow(name);
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET');
  });
});
