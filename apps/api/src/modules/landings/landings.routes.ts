import { landingCall, landingSpinCall, landingVisitCall } from '@jackdaw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.js';
import type { LandingsService } from './landings.service.js';

const MINUTE = 60_000;

/**
 * The landings' public calls: no account. The counters are limited per address (a page makes
 * one visit and at most two spins; a flood gets 429 and counts nothing more).
 */
/**
 * Visits and spins one address may count a minute. Generous: in the casino's markets many phones
 * share one carrier address (CGNAT), and a count refused costs a visitor nothing; it only keeps a
 * script from inflating the funnel.
 */
export const LANDING_CALLS_PER_MINUTE = 120;

export const landingsRoutes: FastifyPluginAsyncZod<{ landings: LandingsService }> = async (
  app,
  { landings },
) => {
  route(app, landingCall, {}, async (request, reply) => {
    // Shared by every visitor: a landing's answer may be kept by caches for a moment.
    reply.header('cache-control', 'public, max-age=30');
    return landings.landing(request.params, request.query);
  });

  route(
    app,
    landingVisitCall,
    { config: { rateLimit: { max: LANDING_CALLS_PER_MINUTE, timeWindow: MINUTE } } },
    async (request) => landings.visit(request.params, request.body.visitId),
  );

  route(
    app,
    landingSpinCall,
    { config: { rateLimit: { max: LANDING_CALLS_PER_MINUTE, timeWindow: MINUTE } } },
    async (request) => landings.spin(request.params.type, request.body),
  );
};
