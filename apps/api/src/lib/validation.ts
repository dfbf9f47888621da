import { isStorableText, STORABLE_TEXT_MESSAGE } from '@jackdaw/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { AppError } from './app-error.js';

/**
 * The path of the first string (value or key) in a parsed request part that breaks the text
 * rule of the contracts, or undefined. Iterative: the part is at most MAX_JSON_DEPTH deep, but a
 * guard must not be the thing that overflows.
 */
export function findUnstorableText(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [node, path] = stack.pop() as [unknown, string];
    if (typeof node === 'string') {
      if (!isStorableText(node)) return path;
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => stack.push([item, path ? `${path}.${index}` : String(index)]));
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, item] of Object.entries(node)) {
        const at = path ? `${path}.${key}` : key;
        if (!isStorableText(key)) return at;
        stack.push([item, at]);
      }
    }
  }
  return undefined;
}

/**
 * Fastify's validator for the zod contracts, with the contracts' one text rule
 * (`isStorableText`: no NUL, no unpaired surrogate) applied first to every string of every body,
 * query and path a route declares, so no route can forget it and no such text reaches a service
 * or the database. Refused with 400 REQUEST.INVALID, named like a schema failure.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = zodValidatorCompiler(route as Parameters<typeof zodValidatorCompiler>[0]);
  if (route.httpPart === 'headers') return validate;
  const part = route.httpPart ?? 'request';
  return (data: unknown) => {
    const path = findUnstorableText(data);
    if (path === undefined) return validate(data);
    const where = path ? `${path}: ` : '';
    return { error: AppError.badRequest(`Invalid ${part}: ${where}${STORABLE_TEXT_MESSAGE}`) };
  };
};
