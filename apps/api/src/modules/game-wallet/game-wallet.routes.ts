import {
  ErrorCode,
  gameWalletBalanceCall,
  gameWalletBetCall,
  gameWalletRollbackCall,
  gameWalletWinCall,
} from '@jackdaw/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { route } from '../../lib/route.js';
import { serverToServer } from '../../plugins/security.js';
import type { GameWalletService } from './game-wallet.service.js';
import { isValidSignature } from './signature.js';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/**
 * The seamless wallet game providers call (`/game-wallet/{provider}/balance|bet|win|rollback`).
 * Each request is signed: `x-signature` is the hex HMAC-SHA256 of the raw body with the
 * provider's secret (GAME_WALLET_SECRETS). Providers call from a few addresses at high rates, so
 * the per-address limit of the player API does not apply; the signature is the gate.
 */
export const gameWalletRoutes: FastifyPluginAsyncZod<{
  gameWallet: GameWalletService;
  secrets: Record<string, string>;
}> = async (app, { gameWallet, secrets }) => {
  // The signature covers the exact bytes sent, so the body is kept as received.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(AppError.badRequest('The body is not valid JSON.', ErrorCode.RequestMalformed));
    }
  });

  const verify = async (request: FastifyRequest) => {
    const { provider } = request.params as { provider: string };
    const secret = Object.hasOwn(secrets, provider) ? secrets[provider] : undefined;
    if (!secret) throw AppError.notFound(ErrorCode.ProviderUnknown, 'No such game provider.');
    if (!isValidSignature(secret, request.rawBody ?? '', request.headers['x-signature'])) {
      request.log.warn({ provider }, 'game wallet call with an invalid signature');
      throw new AppError(401, ErrorCode.ProviderSignatureInvalid, 'The signature is not valid.');
    }
  };
  const signed = { preValidation: verify, config: serverToServer };

  route(app, gameWalletBalanceCall, signed, async (request) => gameWallet.balance(request.body));
  route(app, gameWalletBetCall, signed, async (request) =>
    gameWallet.bet(request.params.provider, request.body),
  );
  route(app, gameWalletWinCall, signed, async (request) =>
    gameWallet.win(request.params.provider, request.body),
  );
  route(app, gameWalletRollbackCall, signed, async (request) =>
    gameWallet.rollback(request.params.provider, request.body),
  );
};
