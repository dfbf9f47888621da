// The crash game's public face (README.md in this folder): what app.ts wires, and the service
// the socket layer (crash.socket.ts) talks to.
import { createCrashRepository } from './crash.repository.js';
import { createCrashService, type CrashServiceDependencies } from './crash.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The crash game's service (the socket layer's and the tests' way in). */
    crash: CrashModule;
  }
}

export type CrashModule = ReturnType<typeof createCrashService>;

export { crashRoutes } from './crash.routes.js';
export { crashSocketRoutes } from './crash.socket.js';
export {
  CRASH_TOPIC,
  createCrashService,
  type CrashActor,
  type CrashConfig,
  type CrashListener,
  type CrashRecipient,
  type CrashService,
} from './crash.service.js';
export { createCrashRepository, type CrashRepository } from './crash.repository.js';

/** The service on a database's runner (app.ts). */
export function createCrash(
  deps: Omit<CrashServiceDependencies, 'repository'> & {
    sql: Parameters<typeof createCrashRepository>[0];
  },
) {
  const { sql, ...rest } = deps;
  return createCrashService({ ...rest, repository: createCrashRepository(sql) });
}
