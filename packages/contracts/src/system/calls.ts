import { defineCall } from '../call.js';
import { healthResponseSchema, readyResponseSchema } from './health.js';

/** Liveness: the process answers. Outside /api/v1 so that probes never change with versions. */
export const healthCall = defineCall({
  method: 'GET',
  path: '/api/health',
  tags: ['system'],
  summary: 'Liveness: the process answers',
  auth: 'none',
  responses: { 200: healthResponseSchema },
});

/** Readiness: the database answers too. */
export const readyCall = defineCall({
  method: 'GET',
  path: '/api/ready',
  tags: ['system'],
  summary: 'Readiness: the process and its database answer (503 when the database does not)',
  auth: 'none',
  responses: { 200: readyResponseSchema, 503: readyResponseSchema },
});
