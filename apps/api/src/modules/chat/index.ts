// The chat module's public face (see auth/index.ts for the rule): the support chat of issue 22,
// the player's calls, the support inbox and the private images. README.md in this folder.
// Its routes rely on what the auth plugin declares on Fastify's types (app.authenticate,
// request.player): this import brings it into any program that includes the module.
import type {} from '../auth/index.js';
import { API_PREFIX } from '@jackdaw/contracts';
import type { FastifyInstance } from 'fastify';
import type { SqlRunner } from '../../db/client.js';
import { createPeriodicJob } from '../../lib/periodic-job.js';
import type { AuditService } from '../audit/index.js';
import type { MailService } from '../mail/index.js';
import type { Realtime } from '../realtime/index.js';
import { createAttachmentLinks } from './attachment-links.js';
import { chatAttachmentAssets } from './attachments.js';
import { createChatAdmin } from './chat-admin.js';
import { chatAdminRoutes } from './chat-admin.routes.js';
import { chatRepository } from './chat.repository.js';
import { chatRoutes } from './chat.routes.js';
import { createChat } from './chat.service.js';

export { createAttachmentLinks, type AttachmentLinks } from './attachment-links.js';
export { createChat, type Chat } from './chat.service.js';
export { createChatAdmin, type ChatAdmin } from './chat-admin.js';
export { MAIL_WINDOW_MINUTES, UNUSED_ATTACHMENT_HOURS } from './chat-rules.js';

/** How often images no message took are looked for. */
const SWEEP_INTERVAL_MS = 60 * 60_000;

export interface ChatModuleDependencies {
  sql: SqlRunner;
  realtime: Realtime;
  audit: AuditService;
  mail: MailService;
  /** The site's address, for the link in the answer mail. */
  publicUrl: string;
  /** The server's secret (JWT_SECRET): image links are signed with a key derived from it. */
  secret: string;
  /** Sweep interval in ms (0 turns the sweep off; tests call `sweep`). */
  sweepIntervalMs?: number;
}

/**
 * Registers the support chat on the app: the player's calls and the inbox's under /api/v1, the
 * signed image links at /static/chat/<id>, and the hourly sweep of images no message took.
 *
 * @example await registerChat(app, { sql, realtime, audit, mail, publicUrl, secret });
 */
export async function registerChat(app: FastifyInstance, deps: ChatModuleDependencies) {
  const links = createAttachmentLinks(deps.secret);
  const chat = createChat({ sql: deps.sql, realtime: deps.realtime, links });
  const admin = createChatAdmin({
    sql: deps.sql,
    realtime: deps.realtime,
    links,
    audit: deps.audit,
    mail: deps.mail,
    publicUrl: deps.publicUrl,
    log: app.log,
  });
  await app.register(chatAttachmentAssets, { sql: deps.sql, links });
  await app.register(
    async (api) => {
      await api.register(chatRoutes, { chat });
      await api.register(chatAdminRoutes, { admin });
    },
    { prefix: API_PREFIX },
  );
  const sweep = (now: Date) => chatRepository.deleteUnusedAttachments(deps.sql, now);
  const sweeper = createPeriodicJob({
    name: 'chat image sweep',
    run: () => sweep(new Date()),
    intervalMs: deps.sweepIntervalMs ?? SWEEP_INTERVAL_MS,
    log: app.log,
  });
  app.addHook('onReady', async () => sweeper.start());
  app.addHook('onClose', async () => sweeper.stop());
  return { chat, admin, links, sweep };
}
