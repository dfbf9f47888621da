import {
  adminMethodCurrencyEditCall,
  adminPaymentMethodEditCall,
  adminPaymentMethodsCall,
} from '@jackdaw/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditService } from '../audit/index.js';
import type { SqlRunner } from '../../db/client.js';
import { staffRoute } from '../staff/index.js';
import { createPaymentMethodsAdmin, type StaffContext } from './methods-admin.js';

const staffContext = (request: FastifyRequest): StaffContext => ({
  actor: { staffId: request.staff!.id, role: request.staff!.role },
  address: request.ip,
});

/** The console's payment-method calls under /api/v1/admin (permission `payment_methods.write`). */
export const paymentMethodsAdminRoutes: FastifyPluginAsyncZod<{
  sql: SqlRunner;
  audit: AuditService;
}> = async (app, deps) => {
  const admin = createPaymentMethodsAdmin(deps);
  const permission = 'payment_methods.write';
  staffRoute(app, adminPaymentMethodsCall, permission, () => admin.list());
  staffRoute(app, adminPaymentMethodEditCall, permission, (request) =>
    admin.editMethod(request.params.code, request.body, staffContext(request)),
  );
  staffRoute(app, adminMethodCurrencyEditCall, permission, (request) =>
    admin.editCurrency(
      request.params.code,
      request.params.currency,
      request.body,
      staffContext(request),
    ),
  );
};
