import { ErrorCode, errorBodySchema } from '@jackdaw/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import type { GeoService } from '../modules/catalogue/index.js';

/** Whether this one request is real-money business (a launch may be demo or real). */
export type GeoBlockRule = boolean | ((request: FastifyRequest) => boolean | Promise<boolean>);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Refuse callers located in a blocked country (spec core §6) with 451 GEO.BLOCKED: `true`
     * for every call of the route, or a rule telling whether this request moves real money.
     * @example route(app, registerCall, { config: { geoBlock: true } }, handler)
     */
    geoBlock?: GeoBlockRule;
  }
}

/**
 * 451 Unavailable For Legal Reasons (RFC 7725), not 403: the site drops the stored token on any
 * 403 (spec core §6), and a player who travels must stay signed in to see the not-available
 * page and to come back from elsewhere.
 */
export const GEO_BLOCKED_STATUS = 451;

export const geoBlocked = () =>
  new AppError(
    GEO_BLOCKED_STATUS,
    ErrorCode.GeoBlocked,
    'Jackdaw is not available in your country.',
  );

/**
 * The geo-fence: routes that register, move money or open real-money play name `geoBlock` in
 * their config, and this plugin adds the check (after the route's own pre-handlers, so a
 * missing token still answers 401) and the 451 answer to their schema. Register it before the
 * routes it guards.
 */
export const geoBlockPlugin = fp(
  async (app: FastifyInstance, opts: { geo: Pick<GeoService, 'blockedCountryOf'> }) => {
    app.addHook('onRoute', (route) => {
      const rule = route.config?.geoBlock;
      if (!rule) return;
      const check: preHandlerHookHandler = async (request) => {
        // Where the caller is comes first: the rule may cost a query, and most callers pass.
        if ((await opts.geo.blockedCountryOf(request.ip)) === null) return;
        if (rule === true || (await rule(request))) throw geoBlocked();
      };
      const own = route.preHandler;
      route.preHandler =
        own === undefined ? [check] : [...(Array.isArray(own) ? own : [own]), check];
      if (route.schema?.response) {
        route.schema = {
          ...route.schema,
          response: {
            ...(route.schema.response as object),
            [GEO_BLOCKED_STATUS]: errorBodySchema,
          },
        };
      }
    });
  },
  { name: 'geo-block' },
);
