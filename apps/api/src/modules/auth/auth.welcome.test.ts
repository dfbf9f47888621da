import { createServer, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@jackdaw/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, useTestApp, type TestApp } from '../../../test/helper.js';
import { nextAddress } from '../../../test/players.js';
import { mailOutbox } from '../../db/schema.js';

let sequence = 0;
const email = () => `welcome${++sequence}.${Date.now()}@example.com`;

function signUp(
  testApp: TestApp,
  login: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    remoteAddress: nextAddress(),
    headers,
    payload: {
      login,
      password: 'Str0ng-pass',
      currencyCode: 'TRY',
      ageAgreement: true,
      policyAgreement: true,
      ...extra,
    },
  });
}

const mailsTo = (testApp: TestApp, to: string) =>
  testApp.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

describe('the welcome mail of a sign-up', () => {
  // SMTP on a port nothing listens on: every delivery is refused, and sign-up must not mind.
  const testApp = useTestApp({
    config: { publicUrl: 'http://casino.test', smtpUrl: 'smtp://127.0.0.1:1' },
  });

  it('is one mail in the player’s language, greeting them and naming their bonus choice', async () => {
    const login = email();
    const response = await signUp(testApp(), login, { lang: 'tr', bonusChoice: 'casino' });
    expect(response.statusCode, response.body).toBe(200);
    const mails = await mailsTo(testApp(), login);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.kind).toBe('welcome');
    expect(mail?.subject).toBe("Jackdaw'a hoş geldiniz");
    expect(mail?.text).toContain(`Merhaba ${login}!`);
    expect(mail?.text).toContain('Casino hoş geldin bonusunu seçtiniz');
    expect(mail?.text).toContain('http://casino.test/tr/?popup=deposit');
    expect(mail?.text).toContain('http://casino.test/tr/info/responsiblegame');
    expect(mail?.html).toContain('href="http://casino.test/tr/info/welcome-bonus"');
    expect(mail?.html).not.toMatch(/<img/i);
    // As the sandbox outbox lists it.
    const outbox = await testApp().app.inject({ method: 'GET', url: '/sandbox/mail' });
    expect(outbox.body).toContain(`/sandbox/mail/${mail?.id}">Jackdaw&#39;a hoş geldiniz</a>`);
  });

  it('takes the language of the Accept-Language header when the sign-up names none', async () => {
    const login = email();
    const response = await signUp(testApp(), login, {}, { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(response.statusCode).toBe(200);
    const [mail] = await mailsTo(testApp(), login);
    expect(mail?.subject).toBe('Bienvenue sur Jackdaw');
    // No bonus chosen: no bonus terms to point at.
    expect(mail?.text).toContain('sans bonus de bienvenue');
    expect(mail?.text).not.toContain('/info/welcome-bonus');
  });

  it('is not sent for a sign-up refused as a duplicate', async () => {
    const login = email();
    expect((await signUp(testApp(), login, { lang: 'tr' })).statusCode).toBe(200);
    const again = await signUp(testApp(), login.toUpperCase(), { lang: 'tr' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: ErrorCode.AuthEmailTaken });
    expect(await mailsTo(testApp(), login)).toHaveLength(1);
    expect(await mailsTo(testApp(), login.toUpperCase())).toHaveLength(0);
  });

  it('refuses a language the site does not speak, creating no account', async () => {
    const login = email();
    const response = await signUp(testApp(), login, { lang: 'de' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ErrorCode.RequestInvalid });
    expect(await mailsTo(testApp(), login)).toHaveLength(0);
  });
});

describe('a sign-up while SMTP does not answer', () => {
  // An SMTP server that accepts connections and never says a word: nodemailer waits for its
  // greeting (30 s by default) before it gives up.
  let silent: Server | undefined;
  const sockets = new Set<Socket>();
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    const server = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    silent = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    testApp = await createTestApp({
      config: { publicUrl: 'http://casino.test', smtpUrl: `smtp://127.0.0.1:${port}` },
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await testApp?.close();
    await new Promise((resolve) => (silent ? silent.close(resolve) : resolve(undefined)));
  });

  it('answers at once and keeps the welcome mail in the outbox', async () => {
    const login = email();
    const started = Date.now();
    const response = await signUp(testApp!, login, { lang: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    // The mail did go to SMTP, which is still holding it.
    await vi.waitFor(() => expect(sockets.size).toBe(1));
    const [mail] = await mailsTo(testApp!, login);
    expect(mail?.subject).toBe('Welcome to Jackdaw');
  });
});
