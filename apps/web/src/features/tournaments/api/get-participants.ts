import { callPath, participantsCall, tournamentStreamCall } from '@jackdaw/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

/**
 * GET /participants: the top 100 and the signed-in player's own place. Not a cached query: the
 * live board (`lib/live-board.ts`) decides when to ask, and keeps the newer of this and the stream.
 */
export const fetchParticipants = (tournamentId: number, signal?: AbortSignal) =>
  apiRequest(participantsCall, { query: { tournamentId: String(tournamentId) }, signal });

/** The live leaderboard's Server-Sent Events address (public: no token). */
export const leaderboardStreamPath = (id: number) =>
  callPath(tournamentStreamCall, { id: String(id) });
