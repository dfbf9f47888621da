import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@jackdaw/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { verifyLedger, type LedgerReport } from './ledger-verify.js';

/** The path `npm run ledger:verify` asks while the server holds the embedded database. */
export const LEDGER_VERIFY_PATH = '/api/local/ledger/verify';

/** The answer of that call; the command line parses it with the same schema. */
export const ledgerReportSchema = z.object({
  transactions: z.number().int().nonnegative(),
  entries: z.number().int().nonnegative(),
  accounts: z.number().int().nonnegative(),
  problems: z.array(z.string()),
}) satisfies z.ZodType<LedgerReport>;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Ledger verification by the process that holds the embedded database (README "Decisions"):
 * PGlite allows one process per directory, so the command line asks the running server instead
 * of opening the directory a second time. The token is made at each start and written only into
 * the directory's lock (owner-only file): whoever can read it can read the database files too,
 * so it grants nothing more. Hidden from the API documentation; not registered on PostgreSQL,
 * where the command line connects itself.
 */
export const ledgerVerifyRoutes: FastifyPluginAsync<{ db: Database; token: string }> = async (
  app,
  { db, token },
) => {
  const expected = digest(`Bearer ${token}`);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      LEDGER_VERIFY_PATH,
      { schema: { hide: true, response: { 200: ledgerReportSchema } } },
      async (request) => {
        const given = digest(request.headers.authorization ?? '');
        if (!timingSafeEqual(given, expected)) {
          throw new AppError(
            401,
            ErrorCode.LocalTokenInvalid,
            'The local control token is required.',
          );
        }
        return verifyLedger(db);
      },
    );
};
