import { ErrorCode } from '@jackdaw/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { renderSVG } from 'uqr';
import { AppError } from '../../../lib/app-error.js';
import type { ProviderStatus } from '../payment-provider.js';
import type { SandboxOrder } from './sandbox.repository.js';
import type { Sandbox } from './sandbox.js';
import { escapeHtml as e } from './sandbox.util.js';

const STATUSES: readonly ProviderStatus[] = [
  'pending',
  'success',
  'failed',
  'reversed',
  'canceled',
];

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${e(title)}</title><style>
body{font-family:system-ui,sans-serif;background:#0b0e17;color:#eef1f8;margin:0;padding:24px;max-width:720px}
a{color:#f5b82e}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #2a3249;padding:6px;text-align:left}
.card{background:#151a28;border-radius:12px;padding:16px;margin:12px 0}
button{font:inherit;border:0;border-radius:8px;padding:10px 18px;margin:4px;cursor:pointer}
.pay{background:#22c55e;color:#04130a}.fail{background:#ef4444;color:#fff}.other{background:#334155;color:#fff}
label{margin-right:12px}input{width:4em}.muted{color:#8a93a8}</style></head>
<body><p class="muted">Jackdaw payment sandbox: test mode, no real money.</p>${body}</body></html>`;

const html = (reply: FastifyReply, title: string, body: string) =>
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(page(title, body));

const major = (amount: bigint) => `${amount / 100n}.${(amount % 100n).toString().padStart(2, '0')}`;

/** The text as a scannable QR code, for a phone's camera or the player's banking app. */
function qrCode(text: string): string {
  return renderSVG(text, { border: 2 }).replace('<svg ', '<svg width="220" height="220" ');
}

function actions(order: SandboxOrder, buttons: [action: string, label: string, css: string][]) {
  return `<form method="post" action="/sandbox/payments/${e(order.provider)}/orders/${e(order.reference)}">
<p><label>Callback after <input name="delay" type="number" min="0" max="600" value="1"> s</label>
<label>sent <input name="repeat" type="number" min="1" max="20" value="1"> times</label></p>
${buttons.map(([action, label, css]) => `<button class="${css}" name="action" value="${action}">${e(label)}</button>`).join('')}
</form>`;
}

const summary = (order: SandboxOrder) =>
  `<div class="card"><h1>${e(order.provider)}: ${e(major(order.amount))} ${e(order.currencyCode)}</h1>
<p>${e(order.methodCode)} · ${e(order.kind)} · order <code>${e(order.reference)}</code> · now <b>${e(order.status)}</b></p></div>`;

/**
 * The sandbox's pages (test mode only): the hosted payment page with Pay / Fail, the QR page,
 * the UPI app hand-off, bank transfer instructions, the list of orders, and a JSON call that sends
 * callbacks on demand (delay, repeat, attempts, forged) for tests and tools.
 */
export const paymentsSandboxRoutes: FastifyPluginAsync<{ sandbox: Sandbox }> = async (
  app,
  { sandbox },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const orderOf = async (reference: string) => {
    const order = /^sbx_[a-z_]+_[A-Za-z0-9_-]{12}$/.test(reference)
      ? await sandbox.findOrder(reference)
      : undefined;
    if (!order) throw AppError.notFound(ErrorCode.PaymentNotFound, 'No such sandbox order.');
    return order;
  };
  const hidden = { schema: { hide: true }, config: { rateLimit: false as const } };

  app.get('/sandbox/payments', hidden, async (_request, reply) => {
    const rows = (await sandbox.latestOrders())
      .map(
        (order) =>
          `<tr><td>${order.createdAt.toISOString()}</td><td>${e(order.provider)}</td><td>${e(order.kind)}</td><td>${e(major(order.amount))} ${e(order.currencyCode)}</td><td>${e(order.status)}</td><td><a href="/sandbox/payments/${e(order.provider)}/pay/${e(order.reference)}">open</a></td></tr>`,
      )
      .join('');
    return html(
      reply,
      'Payment sandbox',
      `<h1>Payment sandbox</h1><table><tr><th>Created</th><th>Provider</th><th>Kind</th><th>Amount</th><th>Status</th><th></th></tr>${rows}</table>`,
    );
  });

  app.get<{ Params: { provider: string; reference: string } }>(
    '/sandbox/payments/:provider/pay/:reference',
    hidden,
    async (request, reply) => {
      const order = await orderOf(request.params.reference);
      return html(
        reply,
        'Hosted payment page',
        `${summary(order)}${actions(order, [
          ['success', 'Pay', 'pay'],
          ['failed', 'Fail', 'fail'],
          ['reversed', 'Reverse (chargeback)', 'other'],
          ['canceled', 'Cancel', 'other'],
        ])}`,
      );
    },
  );

  app.get<{ Params: { provider: string; reference: string } }>(
    '/sandbox/payments/:provider/qr/:reference',
    hidden,
    async (request, reply) => {
      const order = await orderOf(request.params.reference);
      const payUrl = `/sandbox/payments/${order.provider}/pay/${order.reference}`;
      return html(
        reply,
        'Scan to pay',
        `${summary(order)}<div class="card"><p>Scan within 14 minutes, or open the <a href="${e(payUrl)}">payment page</a>.</p>${qrCode(payUrl)}</div>${actions(
          order,
          [
            ['success', 'Pay', 'pay'],
            ['failed', 'Fail', 'fail'],
          ],
        )}`,
      );
    },
  );

  app.get<{ Params: { provider: string; reference: string }; Querystring: { app?: string } }>(
    '/sandbox/payments/:provider/upi/:reference',
    hidden,
    async (request, reply) => {
      const order = await orderOf(request.params.reference);
      const chosen = ['paytm', 'phonepe', 'googlepay'].find((app) => app === request.query.app);
      return html(
        reply,
        'UPI app',
        `${summary(order)}<div class="card"><p>${
          chosen ? `The ${e(chosen)} app asks to approve this payment.` : 'Choose a UPI app.'
        }</p>${['paytm', 'phonepe', 'googlepay']
          .map((app) => `<a href="?app=${app}">${app}</a>`)
          .join(' · ')}</div>${actions(order, [
          ['success', 'Approve in the app', 'pay'],
          ['failed', 'Decline', 'fail'],
        ])}`,
      );
    },
  );

  app.get<{ Params: { provider: string; reference: string } }>(
    '/sandbox/payments/:provider/transfer/:reference',
    hidden,
    async (request, reply) => {
      const order = await orderOf(request.params.reference);
      return html(
        reply,
        'Bank transfer',
        `${summary(order)}<div class="card"><p>Send ${e(major(order.amount))} ${e(order.currencyCode)} by bank transfer with the reference <b>${e(order.reference.slice(-8).toUpperCase())}</b>.</p></div>${actions(
          order,
          [
            ['success', 'The transfer arrived', 'pay'],
            ['failed', 'Nothing arrived', 'fail'],
          ],
        )}`,
      );
    },
  );

  app.post<{
    Params: { provider: string; reference: string };
    Body: { action?: string; delay?: string; repeat?: string };
  }>('/sandbox/payments/:provider/orders/:reference', hidden, async (request, reply) => {
    const order = await orderOf(request.params.reference);
    const status = STATUSES.find((value) => value === request.body?.action);
    if (!status) throw AppError.badRequest('Unknown action.');
    const delay = Math.min(600, Math.max(0, Number(request.body?.delay ?? 1) || 0));
    const repeat = Math.min(20, Math.max(1, Number(request.body?.repeat ?? 1) || 1));
    await sandbox.settle(order.reference, { statuses: [status], delay, repeat, attempts: 3 });
    const back = typeof order.options.returnUrl === 'string' ? order.options.returnUrl : '/';
    return html(
      reply,
      'Done',
      `<div class="card"><h1>${status === 'success' ? 'Paid' : e(status)}</h1><p>The callback goes out in ${delay} s${repeat > 1 ? `, ${repeat} times` : ''}.</p><p><a href="${e(back)}" target="_top">Back to the casino</a></p></div>`,
    );
  });

  app.post<{
    Params: { reference: string };
    Body: {
      statuses?: unknown;
      delay?: unknown;
      repeat?: unknown;
      attempts?: unknown;
      forged?: unknown;
    };
  }>('/sandbox/payments/orders/:reference/callbacks', hidden, async (request) => {
    const order = await orderOf(request.params.reference);
    const body = request.body ?? {};
    const statuses = Array.isArray(body.statuses)
      ? body.statuses.filter((value): value is ProviderStatus =>
          STATUSES.includes(value as ProviderStatus),
        )
      : [];
    const int = (value: unknown, min: number, max: number, fallback: number) =>
      typeof value === 'number' && Number.isInteger(value)
        ? Math.min(max, Math.max(min, value))
        : fallback;
    if (statuses.length === 0) throw AppError.badRequest('statuses: a list of provider statuses.');
    await sandbox.settle(order.reference, {
      statuses,
      delay: int(body.delay, 0, 600, 0),
      repeat: int(body.repeat, 1, 20, 1),
      attempts: int(body.attempts, 1, 10, 1),
      forged: body.forged === true,
    });
    return { statusCode: 200, reference: order.reference };
  });
};
