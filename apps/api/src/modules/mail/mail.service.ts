import { desc, eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client.js';
import { mailOutbox } from './mail.schema.js';

export interface OutgoingMail {
  to: string;
  kind: 'recovery' | 'unlock' | 'email-changed' | 'welcome' | 'chat-answer';
  subject: string;
  html: string;
  text: string;
}

/**
 * Sends mail through SMTP when SMTP_URL is set; every mail is also kept in the outbox table,
 * which /sandbox/mail shows on a developer's machine so recovery works with no set-up.
 */
export function createMailService(
  db: Database,
  options: { smtpUrl: string | undefined; from: string },
) {
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : undefined;
  const record = (mail: OutgoingMail) =>
    db.insert(mailOutbox).values({
      toAddress: mail.to,
      kind: mail.kind,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
    });
  const deliver = async (mail: OutgoingMail) => {
    await transport?.sendMail({
      from: options.from,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
    });
  };
  return {
    /** Keeps the mail in the outbox and hands it to SMTP, answering when SMTP has taken it. */
    async send(mail: OutgoingMail): Promise<void> {
      await record(mail);
      await deliver(mail);
    },
    /**
     * Keeps the mail in the outbox and answers; SMTP gets it in the background, and a refusal
     * or a time-out there goes to `onDeliveryError` (to be logged), never to the caller. For mail
     * the caller's answer must not wait for or fail with: an SMTP server may take a minute.
     *
     * @example await mail.post(welcome, (error) => log.error({ err: error }, 'welcome mail'))
     */
    async post(mail: OutgoingMail, onDeliveryError: (error: unknown) => void): Promise<void> {
      await record(mail);
      deliver(mail).catch(onDeliveryError);
    },
    latest(limit = 50) {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
    },
    async byId(id: number) {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row;
    },
    close(): void {
      transport?.close();
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
