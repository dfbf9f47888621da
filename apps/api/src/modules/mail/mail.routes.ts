import type { FastifyPluginAsync } from 'fastify';
import { ErrorCode, idParamSchema } from '@jackdaw/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { AppError } from '../../lib/app-error.js';
import type { MailService } from './mail.service.js';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const page = (
  title: string,
  body: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#0b0e17;color:#eef1f8;margin:0;padding:24px;max-width:900px}
a{color:#f5b82e}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #2a3249;padding:8px;text-align:left}
.mail{background:#fff;color:#111;border-radius:12px;padding:16px}</style></head><body>${body}</body></html>`;

/**
 * The local mail outbox (test mode only): every mail the casino sent, newest first, and each one
 * rendered as the player would see it, with working links.
 */
export const mailSandboxRoutes: FastifyPluginAsync<{ mail: MailService }> = async (
  app,
  { mail },
) => {
  app.get('/sandbox/mail', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await mail.latest();
    const list = rows
      .map(
        (row) =>
          `<tr><td>${row.createdAt.toISOString()}</td><td>${escape(row.toAddress)}</td><td>${escape(row.kind)}</td><td><a href="/sandbox/mail/${row.id}">${escape(row.subject)}</a></td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Mail outbox',
          `<h1>Mail outbox</h1><table><tr><th>Sent</th><th>To</th><th>Kind</th><th>Subject</th></tr>${list}</table>`,
        ),
      );
  });
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/sandbox/mail/:id',
      { schema: { hide: true, params: z.object({ id: idParamSchema }) } },
      async (request, reply) => {
        const row = await mail.byId(request.params.id);
        if (!row) throw AppError.notFound(ErrorCode.RouteNotFound, 'No such mail');
        return reply
          .type('text/html; charset=utf-8')
          .send(
            page(
              row.subject,
              `<p><a href="/sandbox/mail">← Outbox</a></p><h1>${escape(row.subject)}</h1><p>To: ${escape(row.toAddress)}</p><div class="mail">${row.html}</div>`,
            ),
          );
      },
    );
};
