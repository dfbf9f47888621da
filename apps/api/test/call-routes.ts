import { isCall, type Call } from '@jackdaw/contracts';
import type { FastifyInstance } from 'fastify';
import { registeredCalls } from '../src/lib/route.js';

/** A route that is not an API call (a page, a local control route), with the reason. */
export interface RouteException {
  route: RegExp;
  why: string;
}

export interface CallRoutesReport {
  /** API routes registered without a call object: `METHOD /path`. */
  handWritten: string[];
  /** Call objects of the contracts no route serves. */
  unregistered: string[];
  /** Routes registered from a call object the contracts do not export. */
  outsideContracts: string[];
}

/** The call objects among a module's exports. */
export function callsOf(module: Record<string, unknown>): Call[] {
  return Object.values(module).filter(isCall);
}

/**
 * Every route of the app as `METHOD /path`, read from Fastify's route tree (the HEAD routes
 * Fastify adds beside each GET left out).
 */
export function listRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    const depth = node[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + node[2]!;
    parents.length = depth;
    parents.push(path);
    for (const method of node[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

/** Parameter names aside (the router prints `/:alias|:id` where two routes share a segment). */
const shapeOf = (route: string) => route.replace(/:[^/]+/g, ':');

/** Checks that the app's API routes (under /api/) and the contracts' calls match one to one. */
export function checkCallRoutes(
  app: FastifyInstance,
  calls: readonly Call[],
  exceptions: readonly RouteException[],
): CallRoutesReport {
  const registered = registeredCalls(app);
  const fromCalls = new Set([...registered.keys()].map(shapeOf));
  return {
    handWritten: listRoutes(app).filter(
      (route) =>
        route.split(' ')[1]!.startsWith('/api/') &&
        !fromCalls.has(shapeOf(route)) &&
        !exceptions.some((exception) => exception.route.test(route)),
    ),
    unregistered: calls
      .filter((call) => registered.get(`${call.method} ${call.path}`) !== call)
      .map((call) => `${call.method} ${call.path}`),
    outsideContracts: [...registered]
      .filter(([, call]) => !calls.includes(call))
      .map(([route]) => route),
  };
}
