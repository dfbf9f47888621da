import {
  callPath,
  errorBodySchema,
  ErrorCode,
  playFreeSpinCall,
  playSessionCall,
  playSessionClientSeedCall,
  playSessionRotateCall,
  playSessionRoundsCall,
  playSessionSeedsCall,
  playSpinCall,
  type Call,
  type CallBody,
  type CallResponse,
  type ErrorBody,
  type PlayFreeSpinBody,
  type PlaySessionRoundsBody,
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

/** The game client's calls take a body and no path parameters. */
type BodyCall = Call & { readonly params?: undefined; readonly body: z.core.$ZodType };

/** Makes a call of `packages/contracts` (method and path from its object) with a JSON body. */
export async function request<C extends BodyCall>(
  call: C,
  body: CallBody<C>,
): Promise<CallResponse<C>> {
  const plain: Call = call;
  const path = callPath(plain);
  let response: Response;
  try {
    response = await fetch(path, {
      method: call.method,
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
  return z.parse(call.responses[200], payload) as CallResponse<C>;
}

/** The game server's calls (apps/api/src/modules/play/README.md), by session token. */
export const playApi = {
  openSession: (launchToken: string) => request(playSessionCall, { launchToken }),
  spin: (body: PlaySpinBody) => request(playSpinCall, body),
  freeSpin: (body: PlayFreeSpinBody) => request(playFreeSpinCall, body),
  seeds: (sessionToken: string) => request(playSessionSeedsCall, { sessionToken }),
  setClientSeed: (sessionToken: string, clientSeed: string) =>
    request(playSessionClientSeedCall, { sessionToken, clientSeed }),
  rotateSeeds: (sessionToken: string) => request(playSessionRotateCall, { sessionToken }),
  /** The player's last rounds (real: of this game) and the balance now. */
  sessionRounds: (body: PlaySessionRoundsBody) => request(playSessionRoundsCall, body),
};
