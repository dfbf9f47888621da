import * as z from 'zod/mini';

/**
 * Successful responses carry `statusCode` beside their payload, as the site reads it
 * (`{ statusCode: 200, currencies: [...] }`).
 */
export function okEnvelope<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.object({ statusCode: z.literal(200), ...shape });
}

/** The base path of every JSON call. */
export const API_PREFIX = '/api/v1';
