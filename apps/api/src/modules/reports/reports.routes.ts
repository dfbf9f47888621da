import {
  adminDashboardCall,
  adminExchangeRatesCall,
  adminExchangeRatesUpdateCall,
  adminGgrReportCall,
  adminPaymentsReportCall,
  adminRtpReportCall,
} from '@jackdaw/contracts';
import type { FastifyInstance } from 'fastify';
import type { SqlRunner } from '../../db/client.js';
import type { AuditService } from '../audit/index.js';
import { staffRoute } from '../staff/index.js';
import { ratesAnswer, type ExchangeService } from './exchange.service.js';
import { rangeOf, type ReportsService } from './reports.service.js';

/** The console's reports, dashboard and exchange-rate calls (README "Calls"). */
export async function reportsRoutes(
  app: FastifyInstance,
  deps: { sql: SqlRunner; reports: ReportsService; exchange: ExchangeService; audit: AuditService },
) {
  const { sql, reports, exchange, audit } = deps;
  const api = app as never;

  staffRoute(api, adminDashboardCall, 'reports.read', async (request) =>
    reports.dashboard(request.query.days),
  );
  staffRoute(api, adminGgrReportCall, 'reports.read', async (request) =>
    reports.ggr(rangeOf(request.query), request.query.groupBy),
  );
  staffRoute(api, adminPaymentsReportCall, 'reports.read', async (request) =>
    reports.payments(rangeOf(request.query), request.query.kind),
  );
  staffRoute(api, adminRtpReportCall, 'reports.read', async (request) =>
    reports.rtp(rangeOf(request.query)),
  );
  staffRoute(api, adminExchangeRatesCall, 'reports.read', async () =>
    ratesAnswer(await exchange.snapshot()),
  );
  staffRoute(api, adminExchangeRatesUpdateCall, 'settings.write', async (request) => {
    const staff = request.staff!;
    const { after } = await sql.transaction(async (tx) => {
      const change = await exchange.update(tx, request.body, staff.id);
      await audit.record(tx, {
        actor: { staffId: staff.id, role: staff.role },
        action: 'settings.exchange_rates',
        target: { type: 'settings', id: 'exchange_rates' },
        before: { reportingCurrency: change.before.reportingCurrency, rates: change.before.rates },
        after: { reportingCurrency: change.after.reportingCurrency, rates: change.after.rates },
        reason: request.body.reason ?? null,
        address: request.ip,
      });
      return change;
    });
    exchange.invalidate();
    return ratesAnswer(after);
  });
}
