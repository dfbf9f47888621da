import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CRASH_BETTING_MS, CRASH_ENDED_MS } from '@jackdaw/contracts';
import { z } from 'zod';

/**
 * This file sits one level below apps/api both as source (src/config.ts) and bundled
 * (dist/main.js), so paths are resolved from here.
 */
export const apiRoot = fileURLToPath(new URL('..', import.meta.url));
export const repoRoot = resolve(apiRoot, '../..');

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** An IPv4 or IPv6 address, or a network of them in CIDR notation (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrNetwork(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const addressList = z
  .string()
  .transform((value) => value.split(',').map((entry) => entry.trim()))
  .refine((entries) => entries.every(isAddressOrNetwork), {
    message: 'must be IP addresses or CIDR networks separated by commas',
  });

/** The origin (`scheme://host[:port]`) of an http(s) URL; undefined for anything else. */
export function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins the site may be reached by: PUBLIC_URL's, the extra ones of PUBLIC_ORIGINS, and,
 * when PUBLIC_URL names this machine, its other loopback names on the same port (`localhost`
 * and `127.0.0.1` are one server but two origins, with separate storage).
 */
export function siteOrigins(publicUrl: string, extra: readonly string[] = []): string[] {
  const own = new URL(publicUrl);
  const aliases = LOOPBACK_HOSTS.includes(own.hostname)
    ? LOOPBACK_HOSTS.map((host) =>
        originOf(`${own.protocol}//${host}${own.port ? `:${own.port}` : ''}`),
      )
    : [];
  return [
    ...new Set(
      [own.origin, ...aliases, ...extra.map(originOf)].filter(
        (origin): origin is string => origin !== undefined,
      ),
    ),
  ];
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DATA_DIR: z.string().min(1).default('data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFromEnv.default(false),
  GEO_COUNTRY_OVERRIDE: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((value) => value.toUpperCase())
    .optional(),
  SEED_DEMO_DATA: booleanFromEnv.default(true),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  WEB_DIST_DIR: z.string().optional(),
  PLAY_DIST_DIR: z.string().optional(),
  ADMIN_DIST_DIR: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Jackdaw <no-reply@jackdaw.local>'),
  SANDBOX_ENABLED: booleanFromEnv.optional(),
  SANDBOX_ALLOWED_ADDRESSES: addressList.default(['127.0.0.0/8', '::1']),
  API_DOCS_ENABLED: booleanFromEnv.optional(),
  GAME_WALLET_SECRETS: z
    .string()
    .regex(
      /^([a-z0-9-]{1,40}=[^,=\s]{32,})(,[a-z0-9-]{1,40}=[^,=\s]{32,})*$/,
      'must be provider=secret pairs separated by commas, each secret at least 32 characters',
    )
    .optional(),
  PAYMENT_SECRETS: z
    .string()
    .regex(
      /^([a-z0-9_]{1,40}=[^,=\s]{32,})(,[a-z0-9_]{1,40}=[^,=\s]{32,})*$/,
      'must be provider=secret pairs separated by commas, each secret at least 32 characters',
    )
    .optional(),
  PAYMENT_POLL_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  DEPOSIT_EXPIRY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  PUBLIC_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every((entry) => originOf(entry) !== undefined), {
      message: 'must be http(s) origins (https://casino.example) separated by commas',
    })
    .optional(),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  TEST_SERVER_SEED: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'must be 64 lower-case hex characters (a server seed)')
    .optional(),
  /** The crash game (issue 23): this instance stands for round leader (default: not in tests). */
  CRASH_LEADER: booleanFromEnv.optional(),
  /** Rounds in the crash game's hash chain, generated once by the first leader. */
  CRASH_CHAIN_LENGTH: z.coerce.number().int().min(1).max(100_000_000).default(10_000_000),
  /** The chain's published salt (random when not set). */
  CRASH_SALT: z.string().min(1).max(200).optional(),
  /** Test mode only: the chain's secret end, so its rounds are known in advance. */
  CRASH_CHAIN_SEED: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'must be 64 lower-case hex characters (a chain hash)')
    .optional(),
  CRASH_BETTING_MS: z.coerce.number().int().min(100).max(60_000).optional(),
  CRASH_ENDED_MS: z.coerce.number().int().min(0).max(60_000).optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  database:
    { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dir: string | null };
  redisUrl: string | undefined;
  jwtSecret: string;
  dataDir: string;
  logLevel: string;
  trustProxy: boolean;
  geoCountryOverride: string | undefined;
  seedDemoData: boolean;
  rateLimitPerMinute: number;
  /** Built player site; served when it exists. */
  webDistDir: string;
  /** Built game client of the own studio (apps/play), served under /play when it exists. */
  playDistDir: string;
  /** Built operator console (apps/admin), served under /admin when it exists. */
  adminDistDir: string;
  /** Localization dictionaries, served from the site root under /langs. */
  localesDir: string;
  /** SMTP transport for mail; without it mail goes only to the local outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Test mode: the pages under /sandbox (mail outbox, payment sandbox), the test payment calls,
   * payment providers talking to the sandbox, and the demo player with its published password.
   * On by default only on the embedded database outside production (README "Configuration").
   */
  sandboxEnabled: boolean;
  /** Client addresses (IPs or CIDR networks) the sandbox answers; others get a plain 404. */
  sandboxAllowedAddresses: string[];
  /** The OpenAPI UI and document at /api/docs; off in production unless asked for. */
  apiDocsEnabled: boolean;
  tokenTtlHours: number;
  /** Game providers allowed to call the seamless wallet, with the secret their requests are signed with. */
  gameWalletSecrets: Record<string, string>;
  /** Payment providers' secrets (callbacks, API calls); test mode derives its own. */
  paymentSecrets: Record<string, string>;
  /** Seconds between rounds of the payment status poller; 0 turns it off. */
  paymentPollSeconds: number;
  /**
   * Minutes a deposit may wait for its payment before it expires (`DEPOSIT_EXPIRY_MINUTES`,
   * 30 by default); the status poller expires it, a late payment still credits it.
   */
  depositExpiryMinutes: number;
  /**
   * Origins a player may come from and be sent back to after a provider's page: PUBLIC_URL's,
   * its loopback aliases, and `PUBLIC_ORIGINS` (comma-separated). Others return to PUBLIC_URL.
   */
  siteOrigins: string[];
  /**
   * Test mode only: the server seed of every new seed pair (rotations stay random), so that a
   * browser journey knows its rounds in advance instead of spinning until it is lucky.
   */
  testServerSeed: string | undefined;
  /** The crash game (modules/crash/README.md): leader candidacy, its chain and timings. */
  crash: {
    leader: boolean;
    chainLength: number;
    salt: string | undefined;
    chainSeed: string | undefined;
    bettingMs: number;
    endedMs: number;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment once, at start-up, and fails with the variable's name.
 * `overrides` lets tests pick a database without touching process.env.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Config> = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(repoRoot, e.DATA_DIR);
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production');
  }
  const sandboxEnabled = e.SANDBOX_ENABLED ?? (!e.DATABASE_URL && e.NODE_ENV !== 'production');
  // Known server seeds make every round predictable: refused, not ignored, anywhere it could
  // meet real money, so that a forgotten variable stops the start instead of going unseen.
  if (e.TEST_SERVER_SEED && (e.NODE_ENV === 'production' || !sandboxEnabled)) {
    throw new ConfigError(
      'Invalid configuration:\n  TEST_SERVER_SEED: only with test mode on (SANDBOX_ENABLED) ' +
        'and never in production',
    );
  }
  if (e.CRASH_CHAIN_SEED && (e.NODE_ENV === 'production' || !sandboxEnabled)) {
    throw new ConfigError(
      'Invalid configuration:\n  CRASH_CHAIN_SEED: only with test mode on (SANDBOX_ENABLED) ' +
        'and never in production',
    );
  }
  const database: Config['database'] = e.DATABASE_URL
    ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
    : { kind: 'pglite', dir: join(dataDir, 'pglite') };
  const config: Config = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    database,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET ?? '',
    dataDir,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    geoCountryOverride: e.GEO_COUNTRY_OVERRIDE,
    seedDemoData: e.SEED_DEMO_DATA,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : join(repoRoot, 'apps/web/dist'),
    playDistDir: e.PLAY_DIST_DIR ? resolve(e.PLAY_DIST_DIR) : join(repoRoot, 'apps/play/dist'),
    adminDistDir: e.ADMIN_DIST_DIR ? resolve(e.ADMIN_DIST_DIR) : join(repoRoot, 'apps/admin/dist'),
    localesDir: join(repoRoot, 'apps/web/public/langs'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    // A PostgreSQL install is a shared or real one: test money and a public demo password there
    // must be asked for by name, not inherited from a forgotten NODE_ENV.
    sandboxEnabled,
    sandboxAllowedAddresses: e.SANDBOX_ALLOWED_ADDRESSES,
    apiDocsEnabled: e.API_DOCS_ENABLED ?? e.NODE_ENV !== 'production',
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    gameWalletSecrets: Object.fromEntries(
      (e.GAME_WALLET_SECRETS ?? '')
        .split(',')
        .filter(Boolean)
        .map((pair) => pair.split('=') as [string, string]),
    ),
    paymentSecrets: Object.fromEntries(
      (e.PAYMENT_SECRETS ?? '')
        .split(',')
        .filter(Boolean)
        .map((pair) => pair.split('=') as [string, string]),
    ),
    paymentPollSeconds: e.PAYMENT_POLL_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 30),
    depositExpiryMinutes: e.DEPOSIT_EXPIRY_MINUTES,
    siteOrigins: [],
    testServerSeed: e.TEST_SERVER_SEED,
    crash: {
      // The API tests do not run rounds unless a test asks for them.
      leader: e.CRASH_LEADER ?? e.NODE_ENV !== 'test',
      chainLength: e.CRASH_CHAIN_LENGTH,
      salt: e.CRASH_SALT,
      chainSeed: e.CRASH_CHAIN_SEED,
      bettingMs: e.CRASH_BETTING_MS ?? CRASH_BETTING_MS,
      endedMs: e.CRASH_ENDED_MS ?? CRASH_ENDED_MS,
    },
    ...overrides,
  };
  if (!config.jwtSecret) config.jwtSecret = localJwtSecret(dataDir);
  if (overrides.siteOrigins === undefined) {
    config.siteOrigins = siteOrigins(config.publicUrl, e.PUBLIC_ORIGINS);
  }
  return config;
}

/**
 * The line the server logs at every start while test mode is on, so that it is never on unseen.
 * Answers undefined when it is off.
 */
export function sandboxWarning(config: Config): string | undefined {
  if (!config.sandboxEnabled) return undefined;
  return (
    'Test mode is ON (SANDBOX_ENABLED): the mail outbox at /sandbox/mail shows every mail sent ' +
    '(recovery links included), /sandbox/payments and /api/v1/payments/test/* credit test money, ' +
    'payment providers talk only to the sandbox, and the demo player with its published password ' +
    `is seeded. The sandbox answers only ${config.sandboxAllowedAddresses.join(', ')} ` +
    '(SANDBOX_ALLOWED_ADDRESSES). ' +
    (config.testServerSeed
      ? 'New seed pairs take the server seed of TEST_SERVER_SEED: their rounds are known in advance. '
      : '') +
    'Never run a real-money casino like this: set SANDBOX_ENABLED=false.'
  );
}

/**
 * Outside production a secret is made once and kept in the data directory, so that sign-ins
 * survive a restart without any set-up.
 */
function localJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
