import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { ErrorCode, errorBodySchema, STORABLE_TEXT_MESSAGE } from '@jackdaw/contracts';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signBody } from '../src/modules/game-wallet/index.js';
import { PROVIDER_PROTOCOLS, signedCallback } from '../src/modules/payments/payments.test-kit.js';
import { useTestApp } from './helper.js';
import { nextAddress, registerPlayer } from './players.js';
import { staffSession } from './staff-sessions.js';

/**
 * Walks every route of the OpenAPI document and sends each path parameter, query parameter and
 * body field, one at a time, the inputs an attacker reaches for: NUL bytes, lone surrogates,
 * deep JSON, numbers past every column's range and huge strings. Each lands in an otherwise
 * valid request (a signed-in player, a signed game-wallet call, the operator's token), so it
 * reaches past validation into the services and the database. None may answer a 5xx, and every
 * refusal answers the project's error shape.
 */

const GAME_PROVIDER = 'hostile-games';
const GAME_SECRET = 'hostile-games-secret-that-is-long-enough';

const testApp = useTestApp({
  config: {
    gameWalletSecrets: { [GAME_PROVIDER]: GAME_SECRET },
    sandboxEnabled: true,
  },
  extend(app) {
    // A statement given a value its column cannot take, as a contract too loose would let by.
    app.post('/api/v1/__test/store', { schema: { hide: true } }, async (request) => {
      const { value, type } = request.body as { value: unknown; type: 'int4' | 'text' };
      await testApp().database.sql.query(`select $1::${type === 'int4' ? 'int4' : 'text'}`, [
        value,
      ]);
      return { statusCode: 200 };
    });
  },
});

interface JsonSchema {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  default?: unknown;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: JsonSchema;
}
interface Operation {
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const DEEP = 120_000;
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
/** Deep values where callbacks keep their ids (within the body limit, 256 kB). */
const deepFields = `{"order_id":${deepArray(DEEP / 2)},"orderId":${deepArray(DEEP / 2)}}`;

/** Raw JSON texts put where a body field's value goes. */
const hostileJsonValues: Record<string, string> = {
  nul: JSON.stringify('a\u0000b'),
  'lone high surrogate': '"a\\ud800b"',
  'lone low surrogate': '"\\udfff"',
  'huge string': JSON.stringify('x'.repeat(200_000)),
  'int4 + 1': '2147483648',
  'int4 - 1': '-2147483649',
  'past safe integer': '9007199254740993',
  'past bigint': '99999999999999999999999999',
  'largest double': '1.7976931348623157e308',
  'past double': '1e309',
  fraction: '0.5',
  'huge numeric string': JSON.stringify('9'.repeat(400)),
  'deep array': deepArray(5_000),
};

/** Raw URL components put where a path or query parameter goes. */
const hostileUrlValues: Record<string, string> = {
  nul: 'a%00b',
  'lone surrogate (CESU-8)': 'a%ED%A0%80b',
  'invalid UTF-8': '%C3%28',
  'broken escape': '%E0%A4%A',
  'int4 + 1': '2147483648',
  'int4 - 1': '-2147483649',
  'past safe integer': '9007199254740993',
  'past bigint': '99999999999999999999999999',
  'past double': '1e309',
  'huge number': '9'.repeat(190),
  'huge string': 'x'.repeat(4_000),
};

/** Whole bodies, for every call that takes one (including the raw payment callbacks). */
const hostileBodies: Record<string, { type: string; payload: string }> = {
  'deep array': { type: 'application/json', payload: deepArray(DEEP) },
  'deep object': { type: 'application/json', payload: deepObject(DEEP / 3) },
  'deep fields': { type: 'application/json', payload: deepFields },
  'deep fields as text': { type: 'text/plain', payload: deepFields },
  'deep fields as form': { type: 'application/x-www-form-urlencoded', payload: deepFields },
  'NUL in every field': {
    type: 'application/json',
    payload: JSON.stringify({
      order_id: 'a\u0000b',
      orderId: 'a\u0000b',
      id: 'a\u0000b',
      status: 'a\u0000b',
      amount: '1\u0000',
    }),
  },
  'lone surrogates': {
    type: 'application/json',
    payload: '{"order_id":"\\ud800","orderId":"\\udfff","id":"\\ud800","status":"\\ud800"}',
  },
  'raw NUL byte': { type: 'application/json', payload: '{"id":"a\u0000b"}' },
  'NUL in a form': { type: 'application/x-www-form-urlencoded', payload: 'order_id=a%00b&id=%00' },
  'huge numbers': {
    type: 'application/json',
    payload: '{"order_id":99999999999999999999999,"amount":1e309,"id":2147483648}',
  },
};

/** Values that pass each parameter's own check, so a request reaches past validation. */
const samples = [
  'a',
  'abc',
  'ABC',
  'IN',
  'EN',
  'en',
  'INR',
  'upi',
  '2000-01-01',
  'user@upi',
  'player@example.com',
  '+911234567890',
  '4111111111111111',
  '12/30',
  'SBIN0000001',
  'TR330006100519786457841326',
  '1',
  'x',
];

function resolve(doc: OpenApi, schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  return doc.components?.schemas?.[name] ?? {};
}

function typesOf(schema: JsonSchema): string[] {
  if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type];
  return [];
}

/** A valid value for a schema (best effort: enums, patterns, bounds, nested objects). */
function sampleOf(doc: OpenApi, raw: JsonSchema, name: string, ctx: Context): unknown {
  const schema = resolve(doc, raw);
  if (name in ctx.byName) {
    const value = ctx.byName[name];
    return typeof value === 'function' ? (value as () => unknown)() : value;
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined && typeof schema.default !== 'object') return schema.default;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant) return sampleOf(doc, variant, name, ctx);
  const types = typesOf(schema);
  if (types.includes('object')) {
    const out: Record<string, unknown> = {};
    for (const key of schema.required ?? []) {
      out[key] = sampleOf(doc, schema.properties?.[key] ?? {}, key, ctx);
    }
    return out;
  }
  if (types.includes('array')) return [];
  if (types.includes('boolean')) return true;
  if (types.includes('integer') || types.includes('number')) {
    const low = schema.minimum ?? 1;
    const high = schema.maximum ?? Number.MAX_SAFE_INTEGER;
    return Math.min(Math.max(1, low), high);
  }
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email') return `hostile${++ctx.sequence}@example.com`;
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    const found = samples.find((sample) => pattern.test(sample));
    if (found) return found;
    if (pattern.test(randomUUID())) return randomUUID();
  }
  return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** Every field of a body schema, nested objects included, as property paths. */
function leavesOf(doc: OpenApi, raw: JsonSchema, prefix: string[] = []): string[][] {
  const schema = resolve(doc, raw);
  const out: string[][] = [];
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const resolved = resolve(doc, child);
    if (resolved.properties) out.push(...leavesOf(doc, resolved, [...prefix, key]));
    out.push([...prefix, key]);
  }
  if (typeof schema.additionalProperties === 'object') out.push([...prefix, 'extra']);
  return out;
}

interface Context {
  byName: Record<string, unknown>;
  sequence: number;
  playerToken: string;
  /** A staff session of the admin role (every permission): the admin calls' bearer. */
  staffToken: string;
  /** Another member's session for the sign-out calls, which would end `staffToken`'s. */
  signOutToken: string;
}

interface Case {
  title: string;
  request: InjectOptions;
}

const MARK = '__HOSTILE_VALUE__';

function setAt(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1] ?? 'x'] = value;
}

function casesOf(doc: OpenApi, ctx: Context): Case[] {
  const cases: Case[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const title = `${method.toUpperCase()} ${path}`;
      const params = operation.parameters ?? [];
      const pathParams = params.filter((param) => param.in === 'path');
      const queryParams = params.filter((param) => param.in === 'query');
      const gameWallet = path.includes('/game-wallet/');
      const admin = operation.tags?.includes('admin') ?? false;
      const paramValue = (param: Parameter) => {
        if (param.name === 'provider') return gameWallet ? GAME_PROVIDER : 'paykassma';
        if (param.name === 'method') return 'upi';
        return String(sampleOf(doc, param.schema, param.name, ctx));
      };
      const url = (override?: { name: string; raw: string }, query = '') => {
        const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
          if (override?.name === name) return override.raw;
          const param = pathParams.find((candidate) => candidate.name === name);
          return param ? encodeURIComponent(paramValue(param)) : 'x';
        });
        return query ? `${filled}?${query}` : filled;
      };
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      const takesBody = ['post', 'put', 'patch'].includes(method);
      const baseBody = () =>
        bodySchema ? (sampleOf(doc, bodySchema, '', ctx) as Record<string, unknown>) : undefined;
      const request = (
        requestUrl: string,
        payload?: string,
        type = 'application/json',
      ): InjectOptions => {
        const headers: Record<string, string> = {
          authorization: `Bearer ${
            admin
              ? path.includes('/admin/auth/logout')
                ? ctx.signOutToken
                : ctx.staffToken
              : ctx.playerToken
          }`,
        };
        if (payload !== undefined) headers['content-type'] = type;
        if (gameWallet && payload !== undefined) {
          headers['x-signature'] = signBody(GAME_SECRET, payload);
        }
        return {
          method: method.toUpperCase() as InjectOptions['method'],
          url: requestUrl,
          headers,
          remoteAddress: nextAddress(),
          ...(payload !== undefined ? { payload } : {}),
        };
      };
      const validBody = () => {
        const body = baseBody();
        return body === undefined ? (takesBody ? '{}' : undefined) : JSON.stringify(body);
      };

      for (const param of pathParams) {
        for (const [label, raw] of Object.entries(hostileUrlValues)) {
          cases.push({
            title: `${title} path ${param.name}: ${label}`,
            request: request(url({ name: param.name, raw }), validBody()),
          });
        }
      }
      for (const param of queryParams) {
        for (const [label, raw] of Object.entries(hostileUrlValues)) {
          cases.push({
            title: `${title} query ${param.name}: ${label}`,
            request: request(url(undefined, `${param.name}=${raw}`), validBody()),
          });
        }
        cases.push({
          title: `${title} query ${param.name}: repeated`,
          request: request(url(undefined, `${param.name}=1&${param.name}=2`), validBody()),
        });
      }
      if (bodySchema) {
        for (const leaf of leavesOf(doc, bodySchema)) {
          for (const [label, raw] of Object.entries(hostileJsonValues)) {
            const body = baseBody() ?? {};
            setAt(body, leaf, MARK);
            const payload = JSON.stringify(body).replace(`"${MARK}"`, () => raw);
            cases.push({
              title: `${title} body ${leaf.join('.')}: ${label}`,
              request: request(url(), payload),
            });
          }
        }
      }
      if (path.includes('/payments/callbacks/')) cases.push(...signedCallbackCases(title));
      if (takesBody) {
        // A provider parameter takes each known provider here: each reads its body its own way.
        const providers = path.includes('/payments/callbacks/')
          ? PROVIDER_PROTOCOLS.map((protocol) => protocol.id as string)
          : [undefined];
        for (const provider of providers) {
          const target = provider ? url({ name: 'provider', raw: provider }) : url();
          for (const [label, { type, payload }] of Object.entries(hostileBodies)) {
            cases.push({
              title: `${title}${provider ? ` (${provider})` : ''} body: ${label}`,
              request: request(target, payload, type),
            });
          }
        }
      }
    }
  }
  return cases;
}

function isErrorBody(body: string): boolean {
  try {
    return errorBodySchema.safeParse(JSON.parse(body)).success;
  } catch {
    return false;
  }
}

/**
 * The callbacks have no body schema: each provider names its fields (order id, reference,
 * amount, currency, status, method) and signs them. Each field of a correctly signed callback
 * gets each hostile value, so it reaches the lookups behind the signature check.
 */
function signedCallbackCases(title: string): Case[] {
  const cases: Case[] = [];
  const { config } = testApp();
  const values: Record<string, unknown> = {
    nul: 'a\u0000b',
    'lone surrogate': 'a\ud800b',
    'int4 + 1': 2147483648,
    'past bigint': 1e26,
    'huge string': 'x'.repeat(100_000),
  };
  for (const protocol of PROVIDER_PROTOCOLS) {
    const base: Record<string, unknown> = {
      [protocol.fields.orderId]: randomUUID(),
      [protocol.fields.reference]: 'ref-1',
      [protocol.fields.amount]: protocol.amountFormat === 'minor' ? 50_000 : '500.00',
      [protocol.fields.currency]: 'INR',
      [protocol.fields.status]: protocol.statuses.success[0],
      [protocol.fields.method]: 'upi',
    };
    for (const field of Object.values(protocol.fields)) {
      for (const [label, value] of Object.entries(values)) {
        const message = signedCallback(config, protocol.id, {
          ...base,
          [field]: value,
        });
        cases.push({
          title: `${title} (${protocol.id}) signed ${field}: ${label}`,
          request: {
            method: 'POST',
            url: `/api/v1/payments/callbacks/${protocol.id}`,
            headers: { 'content-type': 'application/json', ...message.headers },
            remoteAddress: nextAddress(),
            payload: message.body,
          },
        });
      }
    }
  }
  return cases;
}

let doc: OpenApi;
let ctx: Context;

beforeAll(async () => {
  const { app } = testApp();
  // The document /api/docs/json serves (built even where the docs are not exposed).
  doc = app.swagger() as unknown as OpenApi;
  const player = await registerPlayer(app);
  const games = await app.inject({ url: '/api/v1/games?take=1', remoteAddress: nextAddress() });
  const game = (games.json() as { data: { alias: string }[] }).data[0];
  ctx = {
    playerToken: player.token,
    staffToken: (await staffSession(testApp(), 'admin')).token,
    signOutToken: (await staffSession(testApp(), 'admin')).token,
    sequence: 0,
    byName: {
      alias: game?.alias ?? 'a',
      playerId: player.id,
      userId: player.id,
      currency: 'INR',
      currencyCode: 'INR',
      amount: 50_000,
      login: () => `hostile${++ctx.sequence}@example.com`,
      password: 'Str0ng-pass',
      repeatPassword: 'Str0ng-pass',
      newPassword: 'N3w-str0ng-pass',
      repeatNewPassword: 'N3w-str0ng-pass',
      ageAgreement: true,
      policyAgreement: true,
    },
  };
});

describe('hostile input on every route of the OpenAPI document', () => {
  it('answers no 5xx, and every refusal in the error shape', async () => {
    const { app } = testApp();
    const cases = casesOf(doc, ctx);
    expect(cases.length).toBeGreaterThan(500);
    const failures: string[] = [];
    for (const { title, request } of cases) {
      const response = await app.inject(request);
      if (response.statusCode >= 500) {
        failures.push(`${title} → ${response.statusCode} ${response.body.slice(0, 120)}`);
      } else if (response.statusCode >= 400 && !isErrorBody(response.body)) {
        failures.push(`${title} → ${response.statusCode} not the error shape: ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});

/** A signed game-wallet call, as a provider makes it. */
function walletCall(operation: string, body: Record<string, unknown>): InjectOptions {
  const payload = JSON.stringify(body);
  return {
    method: 'POST',
    url: `/api/v1/game-wallet/${GAME_PROVIDER}/${operation}`,
    headers: { 'content-type': 'application/json', 'x-signature': signBody(GAME_SECRET, payload) },
    remoteAddress: nextAddress(),
    payload,
  };
}

function raw(payload: string, url: string, type = 'application/json'): InjectOptions {
  return {
    method: 'POST',
    url,
    headers: { 'content-type': type },
    remoteAddress: nextAddress(),
    payload,
  };
}

describe('deep JSON', () => {
  it('is refused with 400 REQUEST.TOO_DEEP on every kind of route, before any handler', async () => {
    const { app } = testApp();
    const deep = deepFields;
    const requests = [
      raw(deep, '/api/v1/auth/register'),
      raw(deepObject(DEEP / 3), '/api/v1/auth/login'),
      { ...walletCall('balance', {}), payload: deep },
      raw(deep, '/api/v1/payments/callbacks/mpay'),
      raw(deep, '/api/v1/payments/callbacks/epul', 'text/plain'),
      raw(deep, '/api/v1/payments/callbacks/paycos', 'application/x-www-form-urlencoded'),
    ];
    for (const request of requests) {
      const response = await app.inject(request);
      expect(response.statusCode, request.url?.toString()).toBe(400);
      expect(response.json()).toMatchObject({ code: ErrorCode.RequestTooDeep });
    }
  });

  it('takes bodies up to 64 levels, compressed ones included', async () => {
    const { app } = testApp();
    const nested = `{"order_id":${deepArray(63)}}`;
    const callback = await app.inject(raw(nested, '/api/v1/payments/callbacks/mpay'));
    expect(callback.json()).not.toMatchObject({ code: ErrorCode.RequestTooDeep });
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      remoteAddress: nextAddress(),
      payload: gzipSync(JSON.stringify({ login: 'nobody@example.com', password: 'Wr0ng-pass' })),
    });
    expect(login.json()).toMatchObject({ code: ErrorCode.AuthInvalidCredentials });
  });
});

describe('text with NUL or unpaired surrogates', () => {
  it('is refused with 400 REQUEST.INVALID wherever it is sent', async () => {
    const { app } = testApp();
    const register = (query: string, extra: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/auth/register${query}`,
        remoteAddress: nextAddress(),
        payload: {
          login: `text${++ctx.sequence}@example.com`,
          password: 'Str0ng-pass',
          currencyCode: 'INR',
          ageAgreement: true,
          policyAgreement: true,
          ...extra,
        },
      });
    const auth = { authorization: `Bearer ${ctx.playerToken}` };
    const responses = {
      'register ?r': await register('?r=a%00b', {}),
      'register tracking': await register('', { tracking: { utmSource: 'a\ud800b' } }),
      'profile name': await app.inject({
        method: 'POST',
        url: '/api/v1/users/profile/edit',
        headers: auth,
        remoteAddress: nextAddress(),
        payload: { firstName: 'Ann\u0000' },
      }),
      'deposit field': await app.inject({
        method: 'POST',
        url: '/api/v1/payments/paykassma/upi/deposit',
        headers: auth,
        remoteAddress: nextAddress(),
        payload: { amount: 50_000, account: 'user\u0000@upi' },
      }),
      'game-wallet gameId': await app.inject(
        walletCall('bet', {
          playerId: ctx.byName.playerId,
          currency: 'INR',
          amount: 100,
          transactionId: 'tx-text-1',
          roundId: 'round-text-1',
          gameId: 'game\u0000',
        }),
      ),
    };
    for (const [where, response] of Object.entries(responses)) {
      expect(response.statusCode, where).toBe(400);
      expect(response.json(), where).toMatchObject({
        code: ErrorCode.RequestInvalid,
        message: expect.stringContaining(STORABLE_TEXT_MESSAGE) as unknown,
      });
    }
  });
});

describe('integers past their column', () => {
  it('answers 400 for ids beyond int4 (game-wallet playerId, operator and sandbox paths)', async () => {
    const { app } = testApp();
    for (const operation of ['balance', 'bet', 'win', 'rollback']) {
      const response = await app.inject(
        walletCall(operation, {
          playerId: 2147483648,
          currency: 'INR',
          amount: 100,
          transactionId: `tx-int-${operation}`,
          betTransactionId: 'tx-int-bet',
          roundId: 'round-int',
          gameId: 'game-1',
        }),
      );
      expect(response.statusCode, operation).toBe(400);
      expect(response.json()).toMatchObject({ code: ErrorCode.RequestInvalid });
    }
    const review = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/payments/reviews/2147483648/clear',
      // A session of its own: the walk above may have ended ctx's (staff calls that end sessions).
      headers: {
        authorization: `Bearer ${(await staffSession(testApp(), 'admin')).token}`,
      },
      payload: { reason: 'hostile' },
      remoteAddress: nextAddress(),
    });
    expect(review.statusCode).toBe(400);
    for (const id of ['2147483648', '99999999999999999999', '1e3']) {
      const mail = await app.inject({ url: `/sandbox/mail/${id}` });
      expect(mail.statusCode, id).toBe(400);
      expect(mail.json()).toMatchObject({ code: ErrorCode.RequestInvalid });
    }
    expect((await app.inject({ url: '/sandbox/mail/2147483647' })).statusCode).toBe(404);
  });
});

describe('a value the database refuses', () => {
  it('answers 400 REQUEST.INVALID, not 500, behind a contract that let it through', async () => {
    const { app } = testApp();
    for (const body of [
      { type: 'int4', value: 2147483648 },
      { type: 'text', value: 'a\u0000b' },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/__test/store',
        payload: body,
      });
      expect(response.statusCode, body.type).toBe(400);
      expect(response.json()).toMatchObject({ code: ErrorCode.RequestInvalid });
    }
  });
});

describe("Fastify's own refusals", () => {
  it('answer in the error shape: a URL that is not UTF-8, a parameter past its length', async () => {
    const { app } = testApp();
    const badUrl = await app.inject({ url: '/api/v1/games/%C3%28' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({
      statusCode: 400,
      code: ErrorCode.RequestMalformed,
      message: expect.any(String) as unknown,
    });
    const long = await app.inject({ url: `/api/v1/games/${'x'.repeat(300)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ statusCode: 414, code: ErrorCode.RequestTooLarge });
  });

  it("answer in the error shape when Node's HTTP parser refuses the request", async () => {
    const { app } = testApp();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(body)).toEqual({
      statusCode: 400,
      code: ErrorCode.RequestMalformed,
      message: expect.any(String) as unknown,
    });
  });
});

describe('the return URL of a game launch', () => {
  it("leads to this site or a configured provider's pages only", async () => {
    const { app, config } = testApp();
    const launch = (returnUrl: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/games/init-demo-by-alias/${String(ctx.byName.alias)}`,
        remoteAddress: nextAddress(),
        payload: { returnUrl },
      });
    for (const allowed of ['/games?category=slots', `${config.publicUrl}/profile`]) {
      expect((await launch(allowed)).statusCode, allowed).toBe(200);
    }
    for (const refused of [
      'https://evil.example/',
      'http://localhost:3000.evil.example/',
      `${config.publicUrl}@evil.example/`,
    ]) {
      const response = await launch(refused);
      expect(response.statusCode, refused).toBe(400);
      expect(response.json()).toMatchObject({ code: ErrorCode.GameReturnUrlInvalid });
    }
    // A browser reads `/\host` as `//host`: refused by the contract itself.
    expect((await launch('/\\evil.example/')).statusCode).toBe(400);
  });
});
