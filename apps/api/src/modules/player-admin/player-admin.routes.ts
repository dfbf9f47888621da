import {
  adminPlayerAmlHoldCall,
  adminPlayerBanCall,
  adminPlayerCardCall,
  adminPlayerCorrectionCall,
  adminPlayerEndSessionsCall,
  adminPlayerLedgerCall,
  adminPlayerNoteCall,
  adminPlayerResetPasswordCall,
  adminPlayerRoundsCall,
  adminPlayerSearchCall,
  adminPlayerSignInsCall,
  adminPlayerUnbanCall,
} from '@jackdaw/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffRoute } from '../staff/index.js';
import type { ActionContext, PlayerAdmin } from './player-admin.service.js';

/** Who acts and from where: the signed-in staff member (staffRoute sets request.staff). */
const contextOf = (request: FastifyRequest): ActionContext => ({
  actor: { staffId: request.staff!.id, role: request.staff!.role },
  address: request.ip,
});

/** The staff's player search, card and actions (issue 20, Players). */
export const playerAdminRoutes: FastifyPluginAsyncZod<{ players: PlayerAdmin }> = async (
  app,
  { players },
) => {
  staffRoute(app, adminPlayerSearchCall, 'players.read', async (request) => ({
    statusCode: 200 as const,
    ...(await players.search(request.query.q, request.query.limit, contextOf(request))),
  }));

  staffRoute(app, adminPlayerCardCall, 'players.read', async (request) => ({
    statusCode: 200 as const,
    ...(await players.card(request.params.id, contextOf(request))),
  }));

  staffRoute(app, adminPlayerLedgerCall, 'players.read', async (request) => ({
    statusCode: 200 as const,
    ...(await players.ledger(request.params.id, request.query, contextOf(request))),
  }));

  staffRoute(app, adminPlayerRoundsCall, 'players.read', async (request) => ({
    statusCode: 200 as const,
    ...(await players.rounds(request.params.id, request.query, contextOf(request))),
  }));

  staffRoute(app, adminPlayerSignInsCall, 'players.read', async (request) => ({
    statusCode: 200 as const,
    ...(await players.signIns(request.params.id, request.query, contextOf(request))),
  }));

  staffRoute(app, adminPlayerBanCall, 'players.ban', async (request) => ({
    statusCode: 200 as const,
    ...(await players.ban(request.params.id, request.body.reason, contextOf(request))),
  }));

  staffRoute(app, adminPlayerUnbanCall, 'players.ban', async (request) => ({
    statusCode: 200 as const,
    ...(await players.requestUnban(request.params.id, request.body.reason, contextOf(request))),
  }));

  staffRoute(app, adminPlayerAmlHoldCall, 'players.ban', async (request) => ({
    statusCode: 200 as const,
    ...(await players.amlHold(
      request.params.id,
      request.body.hold,
      request.body.reason,
      contextOf(request),
    )),
  }));

  staffRoute(app, adminPlayerCorrectionCall, 'players.correct_balance', async (request) => ({
    statusCode: 200 as const,
    ...(await players.requestCorrection(request.params.id, request.body, contextOf(request))),
  }));

  staffRoute(app, adminPlayerResetPasswordCall, 'players.reset_password', async (request) => ({
    statusCode: 200 as const,
    ...(await players.resetPassword(request.params.id, request.body.reason, contextOf(request))),
  }));

  staffRoute(app, adminPlayerEndSessionsCall, 'players.end_sessions', async (request) => ({
    statusCode: 200 as const,
    ...(await players.endSessions(request.params.id, request.body.reason, contextOf(request))),
  }));

  staffRoute(app, adminPlayerNoteCall, 'players.note', async (request) => ({
    statusCode: 200 as const,
    note: await players.addNote(request.params.id, request.body.body, contextOf(request)),
  }));
};
