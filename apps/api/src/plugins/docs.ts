import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the zod contracts: JSON at /api/docs/json, a UI at /api/docs, served
 * when `expose` is on (API_DOCS_ENABLED; off in production by default, where the document would
 * map every call for an attacker). The document is built either way: `app.swagger()` serves
 * the tools and tests that walk every route.
 */
export const docsPlugin = fp(
  async (app: FastifyInstance, opts: { expose: boolean }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Jackdaw API',
          description: 'The casino API. Every call answers `statusCode` beside its payload.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    if (!opts.expose) return;
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  },
  { name: 'docs' },
);
