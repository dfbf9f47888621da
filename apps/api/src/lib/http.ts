import { errorBodySchema } from '@jackdaw/contracts';

/** The error answers every route may give, declared so that OpenAPI shows them. */
export const errorResponses = {
  400: errorBodySchema,
  429: errorBodySchema,
  500: errorBodySchema,
} as const;

export const notFoundResponse = { 404: errorBodySchema } as const;
