import { ErrorCode, type ErrorBody } from '@jackdaw/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';

/** Fastify's own error codes that are the caller's fault, mapped to ours. */
const fastifyClientErrors: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ErrorCode.UnsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: ErrorCode.RequestTooLarge,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ErrorCode.RequestMalformed,
  FST_ERR_CTP_EMPTY_JSON_BODY: ErrorCode.RequestMalformed,
  FST_ERR_CTP_INVALID_JSON_BODY: ErrorCode.RequestMalformed,
  FST_ERR_BAD_URL: ErrorCode.RequestMalformed,
  FST_ERR_ASYNC_CONSTRAINT: ErrorCode.RequestMalformed,
};

function send(reply: FastifyReply, body: ErrorBody): FastifyReply {
  return reply.status(body.statusCode).type('application/json').send(body);
}

/**
 * One error shape for every failure. A 5xx answers a fixed message and is logged with its
 * cause; internals never reach the caller.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.retryAfter) reply.header('retry-after', String(error.retryAfter));
        return send(reply, {
          statusCode: error.statusCode,
          code: error.code,
          message: error.message,
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const where = error.validationContext ?? 'request';
        const detail = error.validation
          .map((issue) => {
            const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
            return path ? `${path}: ${issue.message}` : issue.message;
          })
          .join('; ');
        return send(reply, {
          statusCode: 400,
          code: ErrorCode.RequestInvalid,
          message: `Invalid ${where}: ${detail}`,
        });
      }
      if (error.statusCode === 429) {
        return send(reply, {
          statusCode: 429,
          code: ErrorCode.RateLimited,
          message: error.message,
        });
      }
      const mapped = error.code ? fastifyClientErrors[error.code] : undefined;
      if (mapped && error.statusCode && error.statusCode < 500) {
        return send(reply, { statusCode: error.statusCode, code: mapped, message: error.message });
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return send(reply, {
          statusCode: error.statusCode,
          code: ErrorCode.RequestInvalid,
          message: error.message,
        });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response failed its schema');
      } else {
        request.log.error({ err: error }, 'unhandled error');
      }
      return send(reply, {
        statusCode: 500,
        code: ErrorCode.ServerError,
        message: 'Something went wrong on our side. Please try again later.',
      });
    });
  },
  { name: 'errors' },
);

/** Unknown API routes answer the error shape; everything else is left to the site plugin. */
export function routeNotFound(reply: FastifyReply, method: string, url: string): FastifyReply {
  return send(reply, {
    statusCode: 404,
    code: ErrorCode.RouteNotFound,
    message: `Route ${method} ${url.split('?')[0]} not found`,
  });
}
