import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { errorMessage, errorText, serializeError } from './logging.js';

describe('serializeError', () => {
  it('keeps the statement and the SQLSTATE but never the values it ran with', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'users_email_unique',
      detail: 'Key (email)=(secret.person@example.com) already exists.',
      params: ['secret.person@example.com', '$argon2id$v=19$m=19456,t=2,p=1$salt$hash'],
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['secret.person@example.com', '$argon2id$v=19$m=19456,t=2,p=1$salt$hash'],
      cause,
    );
    const logged = JSON.stringify(serializeError(new Error('wrapped', { cause: error })));
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('23505');
    expect(logged).toContain('users_email_unique');
    expect(logged).not.toContain('secret.person');
    expect(logged).not.toContain('$argon2id');
    expect(logged).not.toContain('params');
  });

  it('follows a chain of causes to a bounded depth, and leaves other values alone', () => {
    const loop = new Error('loop');
    (loop as { cause?: unknown }).cause = loop;
    expect(JSON.stringify(serializeError(loop))).toContain('loop');
    expect(serializeError('text')).toBe('text');
  });
});

describe('errorText and errorMessage', () => {
  it('print a failure for a terminal without the values of its statement', () => {
    const error = new DrizzleQueryError(
      'insert into "users" ("email") values ($1)',
      ['secret.person@example.com'],
      new Error('connection refused'),
    );
    expect(errorMessage(error)).toBe('Failed query: insert into "users" ("email") values ($1)');
    const text = errorText(error);
    expect(text).toContain('Failed query: insert into "users"');
    expect(text).toContain('caused by: Error: connection refused');
    expect(text).not.toContain('secret.person');
  });
});
