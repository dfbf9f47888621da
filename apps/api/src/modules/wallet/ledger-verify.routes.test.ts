import { ErrorCode } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import {
  LEDGER_VERIFY_PATH,
  ledgerReportSchema,
  ledgerVerifyRoutes,
} from './ledger-verify.routes.js';

const token = 'a-control-token-made-at-start-0123456789abcdef';

describe('GET /api/local/ledger/verify (ledger:verify against the running server)', () => {
  const testApp = useTestApp({
    // As main.ts registers it when the server holds an embedded directory.
    extend: (app, database) => void app.register(ledgerVerifyRoutes, { db: database.db, token }),
  });

  it('answers the ledger report to the holder of the lock token', async () => {
    const response = await testApp().app.inject({
      url: LEDGER_VERIFY_PATH,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(ledgerReportSchema.parse(response.json()).problems).toEqual([]);
  });

  it.each([undefined, 'Bearer wrong', `Bearer ${token}x`, token])(
    'refuses authorization %s',
    async (authorization) => {
      const response = await testApp().app.inject({
        url: LEDGER_VERIFY_PATH,
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: ErrorCode.LocalTokenInvalid });
    },
  );

  it('is not in the API document', () => {
    expect(Object.keys(testApp().app.swagger().paths ?? {})).not.toContain(LEDGER_VERIFY_PATH);
  });
});
