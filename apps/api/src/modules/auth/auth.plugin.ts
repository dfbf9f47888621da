import jwt from '@fastify/jwt';
import { ErrorCode } from '@jackdaw/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.js';
import type { UserAccounts, UserRow } from '../users/index.js';

/** What a token carries: the player, the token version it was issued at, and its purpose. */
export interface TokenClaims {
  sub: string;
  ver: number;
  purpose: 'auth' | 'recovery';
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: the bearer token must be valid and current; sets request.player. */
    authenticate(request: FastifyRequest): Promise<void>;
    /**
     * preHandler for money and game calls: a valid token of a player who is not banned. A banned
     * player gets 423 USER.BANNED, not 403, so that the site keeps the session and shows the
     * banned page instead of signing out.
     */
    authenticateActive(request: FastifyRequest): Promise<void>;
    /** preHandler for calls that take an optional token (game list, providers). */
    authenticateOptional(request: FastifyRequest): Promise<void>;
    issueToken(
      user: Pick<UserRow, 'id' | 'tokenVersion'>,
      purpose?: TokenClaims['purpose'],
    ): string;
    /** Verifies a token of the given purpose and answers its current user, or throws 403. */
    verifyToken(token: string, purpose: TokenClaims['purpose']): Promise<UserRow>;
  }
  interface FastifyRequest {
    player: UserRow | null;
  }
}

const forbidden = () =>
  new AppError(
    403,
    ErrorCode.AuthTokenInvalid,
    'The session has expired or was revoked; sign in again.',
  );

/**
 * Bearer JWTs signed with HS256 only (the verifier refuses any other algorithm), each with an
 * expiry (a token without `exp`, which the server never issues, would open the account for ever:
 * refused). A password or e-mail change raises the user's token version, so every older token
 * answers 403.
 */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { secret: string; ttlHours: number; users: Pick<UserAccounts, 'findById'> },
  ) => {
    await app.register(jwt, {
      secret: opts.secret,
      sign: { algorithm: 'HS256', expiresIn: `${opts.ttlHours}h` },
      verify: { algorithms: ['HS256'], requiredClaims: ['exp'] },
    });
    app.decorateRequest('player', null);

    const recoveryTtl = '1h';
    app.decorate(
      'issueToken',
      (user: Pick<UserRow, 'id' | 'tokenVersion'>, purpose: TokenClaims['purpose'] = 'auth') =>
        app.jwt.sign(
          { sub: String(user.id), ver: user.tokenVersion, purpose },
          purpose === 'recovery' ? { expiresIn: recoveryTtl } : {},
        ),
    );

    app.decorate('verifyToken', async (token: string, purpose: TokenClaims['purpose']) => {
      let claims: TokenClaims;
      try {
        claims = app.jwt.verify<TokenClaims>(token);
      } catch {
        throw forbidden();
      }
      const id = Number(claims.sub);
      if (claims.purpose !== purpose || !Number.isInteger(id)) throw forbidden();
      const user = await opts.users.findById(id);
      if (!user || user.tokenVersion !== claims.ver) throw forbidden();
      return user;
    });

    const bearer = (request: FastifyRequest): string | undefined => {
      const header = request.headers.authorization;
      if (!header) return undefined;
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match?.[1]) throw forbidden();
      return match[1];
    };

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearer(request);
      if (!token) throw forbidden();
      request.player = await app.verifyToken(token, 'auth');
    });

    app.decorate('authenticateActive', async (request: FastifyRequest) => {
      await app.authenticate(request);
      if (request.player?.banned) {
        throw new AppError(423, ErrorCode.UserBanned, 'This account is blocked. Contact support.');
      }
    });

    app.decorate('authenticateOptional', async (request: FastifyRequest) => {
      const token = bearer(request);
      if (token) request.player = await app.verifyToken(token, 'auth');
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);
