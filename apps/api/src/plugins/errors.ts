import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import { ErrorCode, type ErrorBody } from '@jackdaw/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';
import { isDataException } from '../db/errors.js';

/** Fastify's own error codes that are the caller's fault, mapped to ours. */
const fastifyClientErrors: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ErrorCode.UnsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: ErrorCode.RequestTooLarge,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ErrorCode.RequestMalformed,
  FST_ERR_CTP_EMPTY_JSON_BODY: ErrorCode.RequestMalformed,
  FST_ERR_CTP_INVALID_JSON_BODY: ErrorCode.RequestMalformed,
  FST_ERR_BAD_URL: ErrorCode.RequestMalformed,
  FST_ERR_MAX_PARAM_LENGTH: ErrorCode.RequestTooLarge,
  FST_ERR_ASYNC_CONSTRAINT: ErrorCode.RequestMalformed,
};

const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

function send(reply: FastifyReply, body: ErrorBody): FastifyReply {
  return reply.status(body.statusCode).type('application/json').send(body);
}

/**
 * The answer to a failure, in the one error shape. Anything not known to be the caller's fault
 * is a 500 with a fixed message, logged with its cause; internals never reach the caller.
 */
function errorBodyOf(error: FastifyError, request: FastifyRequest): ErrorBody {
  if (error instanceof AppError) {
    return { statusCode: error.statusCode, code: error.code, message: error.message };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext ?? 'request';
    const detail = error.validation
      .map((issue) => {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return path ? `${path}: ${issue.message}` : issue.message;
      })
      .join('; ');
    return {
      statusCode: 400,
      code: ErrorCode.RequestInvalid,
      message: `Invalid ${where}: ${detail}`,
    };
  }
  if (error.statusCode === 429) {
    return { statusCode: 429, code: ErrorCode.RateLimited, message: error.message };
  }
  const mapped = error.code ? fastifyClientErrors[error.code] : undefined;
  if (mapped && error.statusCode && error.statusCode < 500) {
    return { statusCode: error.statusCode, code: mapped, message: error.message };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { statusCode: error.statusCode, code: ErrorCode.RequestInvalid, message: error.message };
  }
  if (isDataException(error)) {
    // A value the database cannot take (out of its column's range, not valid text): the input
    // was wrong, whatever contract let it through. The contracts are meant to refuse it first,
    // so it is logged for the contract to be tightened.
    request.log.warn({ err: error }, 'input refused by the database');
    return {
      statusCode: 400,
      code: ErrorCode.RequestInvalid,
      message: 'A value of the request is out of range or not valid text.',
    };
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response failed its schema');
  } else {
    request.log.error({ err: error }, 'unhandled error');
  }
  return { statusCode: 500, code: ErrorCode.ServerError, message: SERVER_ERROR_MESSAGE };
}

/**
 * One error shape for every failure. A 5xx answers a fixed message and is logged with its
 * cause; internals never reach the caller.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError && error.retryAfter) {
        reply.header('retry-after', String(error.retryAfter));
      }
      return send(reply, errorBodyOf(error, request));
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

/**
 * Fastify's `frameworkErrors`: failures met before a route is found (a URL that is not valid
 * UTF-8 or percent-encoding, a path parameter past `maxParamLength`), answered in our shape
 * instead of Fastify's own.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  return send(reply, errorBodyOf(error, request));
}

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refused (malformed request line
 * or headers, headers too large, too slow), answered on the raw socket in our shape.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const body: ErrorBody =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? { statusCode: 408, code: ErrorCode.RequestTimeout, message: 'The request took too long.' }
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? {
            statusCode: 431,
            code: ErrorCode.RequestTooLarge,
            message: 'The headers are too large.',
          }
        : {
            statusCode: 400,
            code: ErrorCode.RequestMalformed,
            message: 'The request is malformed.',
          };
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${body.statusCode} ${STATUS_CODES[body.statusCode] ?? ''}\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nContent-Type: application/json\r\n` +
        `Connection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
