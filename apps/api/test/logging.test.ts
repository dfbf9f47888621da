import { Writable } from 'node:stream';
import { ErrorCode } from '@jackdaw/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.js';
import { nextAddress } from './players.js';

/** Every line the server logs, as written. */
const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

const testApp = useTestApp({ logger: { level: 'info', stream } });

describe('the server log', () => {
  it('never carries the statement parameters of a failed write (e-mail, password hash)', async () => {
    const { app, database } = testApp();
    // Any new account now fails in the database, as a full disk or a broken constraint would.
    await database.db.execute(
      sql.raw('ALTER TABLE users ADD CONSTRAINT logging_test_refuse CHECK (false) NOT VALID'),
    );
    try {
      const email = 'log.secret.person@example.com';
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        remoteAddress: nextAddress(),
        payload: {
          login: email,
          password: 'Str0ng-pass',
          currencyCode: 'INR',
          ageAgreement: true,
          policyAgreement: true,
        },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ code: ErrorCode.ServerError });

      const failure = lines.find((line) => line.includes('logging_test_refuse'));
      // The failure is logged, with what an operator needs: the statement and the constraint.
      expect(failure).toBeDefined();
      expect(failure).toContain('insert into');
      const log = lines.join('\n');
      expect(log).not.toContain('$argon2');
      expect(log).not.toContain(email);
      expect(log).not.toMatch(/params/i);
    } finally {
      await database.db.execute(sql.raw('ALTER TABLE users DROP CONSTRAINT logging_test_refuse'));
    }
  });
});
