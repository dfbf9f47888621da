import {
  API_PREFIX,
  errorBodySchema,
  ErrorCode,
  playRotateResponseSchema,
  playSeedsResponseSchema,
  playSessionResponseSchema,
  playSpinResponseSchema,
  type ErrorBody,
  type PlayFreeSpinBody,
  type PlaySpinBody,
} from '@jackdaw/contracts';
import * as z from 'zod/mini';

/** The server answered with its error shape: the code says what to tell the player. */
export class PlayApiError extends Error {
  override name = 'PlayApiError';
  constructor(readonly body: ErrorBody) {
    super(body.message);
  }
  get code(): string {
    return this.body.code;
  }
}

/**
 * No answer arrived (offline, timeout, connection reset): the call may or may not have reached
 * the server, which is why a spin is sent again with the same round id.
 */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

/** A phone on a weak network gives up sooner than the browser's own minutes-long timeout. */
const TIMEOUT_MS = 15_000;

async function call<Schema extends z.core.$ZodType>(
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
  schema: Schema,
): Promise<z.output<Schema>> {
  let response: Response;
  try {
    response = await fetch(API_PREFIX + path, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : 'network error');
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = z.safeParse(errorBodySchema, payload);
    // A gateway's HTML 502 carries no code; like a lost answer, the round may be retried.
    if (!parsed.success && response.status >= 500) throw new NetworkError(response.statusText);
    throw new PlayApiError(
      parsed.success
        ? parsed.data
        : {
            statusCode: response.status,
            code: ErrorCode.ServerError,
            message: response.statusText,
          },
    );
  }
  return z.parse(schema, payload);
}

/** The game server's calls (apps/api/src/modules/play/README.md), by session token. */
export const playApi = {
  openSession: (launchToken: string) =>
    call('POST', '/play/sessions', { launchToken }, playSessionResponseSchema),
  spin: (body: PlaySpinBody) => call('POST', '/play/spin', body, playSpinResponseSchema),
  freeSpin: (body: PlayFreeSpinBody) =>
    call('POST', '/play/free-spin', body, playSpinResponseSchema),
  seeds: (sessionToken: string) =>
    call('POST', '/play/session/seeds', { sessionToken }, playSeedsResponseSchema),
  setClientSeed: (sessionToken: string, clientSeed: string) =>
    call('PUT', '/play/session/client-seed', { sessionToken, clientSeed }, playSeedsResponseSchema),
  rotateSeeds: (sessionToken: string) =>
    call('POST', '/play/session/rotate', { sessionToken }, playRotateResponseSchema),
};
