import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, sandboxWarning } from './config.js';

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

const postgres = { DATABASE_URL: 'postgres://root@127.0.0.1:5432/jackdaw' };

describe('loadConfig: the sandbox and the demo player (issue 17 item 6)', () => {
  it('turns the sandbox on by default only on the embedded database outside production', () => {
    expect(loadConfig({ ...secret }).sandboxEnabled).toBe(true);
    expect(loadConfig({ ...secret, ...postgres }).sandboxEnabled).toBe(false);
    expect(loadConfig({ ...secret, NODE_ENV: 'production' }).sandboxEnabled).toBe(false);
    expect(loadConfig({ ...secret, ...postgres, NODE_ENV: 'production' }).sandboxEnabled).toBe(
      false,
    );
  });

  it('turns the sandbox on with PostgreSQL only when SANDBOX_ENABLED=true says so', () => {
    expect(loadConfig({ ...secret, ...postgres, SANDBOX_ENABLED: 'true' }).sandboxEnabled).toBe(
      true,
    );
    expect(loadConfig({ ...secret, SANDBOX_ENABLED: 'false' }).sandboxEnabled).toBe(false);
  });

  it('lets only loopback addresses reach the sandbox unless SANDBOX_ALLOWED_ADDRESSES widens it', () => {
    expect(loadConfig({ ...secret }).sandboxAllowedAddresses).toEqual(['127.0.0.0/8', '::1']);
    expect(
      loadConfig({ ...secret, SANDBOX_ALLOWED_ADDRESSES: '10.0.0.0/8, 192.168.1.7,fd00::/8' })
        .sandboxAllowedAddresses,
    ).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8']);
  });

  it.each(['everyone', '10.0.0.0/33', '10.0.0.0/8,', '300.1.1.1', '::1/200'])(
    'refuses SANDBOX_ALLOWED_ADDRESSES=%s naming the variable',
    (value) => {
      expect(() => loadConfig({ ...secret, SANDBOX_ALLOWED_ADDRESSES: value })).toThrow(
        'SANDBOX_ALLOWED_ADDRESSES',
      );
    },
  );

  it('warns while the sandbox is on, naming what it opens', () => {
    const warning = sandboxWarning(loadConfig({ ...secret }));
    expect(warning).toMatch(/sandbox/i);
    expect(warning).toContain('/sandbox/mail');
    expect(warning).toContain('/payments/test');
    expect(warning).toMatch(/demo player/);
    expect(warning).toContain('127.0.0.0/8');
    expect(sandboxWarning(loadConfig({ ...secret, ...postgres }))).toBeUndefined();
  });

  it('serves /api/docs outside production, and in production only with API_DOCS_ENABLED=true', () => {
    expect(loadConfig({ ...secret }).apiDocsEnabled).toBe(true);
    expect(loadConfig({ ...secret, NODE_ENV: 'production' }).apiDocsEnabled).toBe(false);
    expect(
      loadConfig({ ...secret, NODE_ENV: 'production', API_DOCS_ENABLED: 'true' }).apiDocsEnabled,
    ).toBe(true);
    expect(loadConfig({ ...secret, API_DOCS_ENABLED: 'false' }).apiDocsEnabled).toBe(false);
  });
});

describe('loadConfig: a known server seed for browser journeys (TEST_SERVER_SEED)', () => {
  const seed = { TEST_SERVER_SEED: 'ab'.repeat(32) };

  it('is unset by default and taken in test mode, which then says so at start', () => {
    expect(loadConfig({ ...secret }).testServerSeed).toBeUndefined();
    expect(sandboxWarning(loadConfig({ ...secret }))).not.toContain('TEST_SERVER_SEED');
    const config = loadConfig({ ...secret, ...seed });
    expect(config.testServerSeed).toBe('ab'.repeat(32));
    expect(sandboxWarning(config)).toContain('TEST_SERVER_SEED');
    expect(
      loadConfig({ ...secret, ...postgres, ...seed, SANDBOX_ENABLED: 'true' }).testServerSeed,
    ).toBe('ab'.repeat(32));
  });

  it('refuses to start with it in production, even with test mode asked for', () => {
    for (const env of [
      { NODE_ENV: 'production' },
      { NODE_ENV: 'production', SANDBOX_ENABLED: 'true' },
    ]) {
      expect(() => loadConfig({ ...secret, ...seed, ...env })).toThrow(ConfigError);
      expect(() => loadConfig({ ...secret, ...seed, ...env })).toThrow('TEST_SERVER_SEED');
    }
  });

  it('refuses to start with it while test mode is off', () => {
    expect(() => loadConfig({ ...secret, ...seed, ...postgres })).toThrow('TEST_SERVER_SEED');
    expect(() => loadConfig({ ...secret, ...seed, SANDBOX_ENABLED: 'false' })).toThrow(
      'TEST_SERVER_SEED',
    );
  });

  it.each(['AB'.repeat(32), 'ab'.repeat(31), 'xy'.repeat(32)])(
    'refuses TEST_SERVER_SEED=%s, which is no server seed',
    (value) => {
      expect(() => loadConfig({ ...secret, TEST_SERVER_SEED: value })).toThrow('TEST_SERVER_SEED');
    },
  );
});
