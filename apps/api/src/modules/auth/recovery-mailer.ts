import type { FastifyInstance } from 'fastify';
import type { MailService } from '../mail/index.js';
import type { UserRow } from '../users/index.js';
import { recoveryMail } from './recovery-mail.js';

/**
 * The players' recovery mail, sent at a staff member's request (player-admin "reset password"):
 * the same mail and one-hour link as the site's "forgot password", without the per-address
 * throttle (the staff action is audited instead).
 */
export function createRecoveryMailer(deps: {
  app: FastifyInstance;
  mail: MailService;
  publicUrl: string;
}) {
  return {
    async send(user: Pick<UserRow, 'id' | 'tokenVersion' | 'email'>): Promise<void> {
      const token = deps.app.issueToken(user, 'recovery');
      const link = `${deps.publicUrl}/?popup=recovery-complete&token=${encodeURIComponent(token)}`;
      await deps.mail.send({ to: user.email, kind: 'recovery', ...recoveryMail(link) });
    },
  };
}

export type RecoveryMailer = ReturnType<typeof createRecoveryMailer>;
