import type { Config } from '../config.js';

/**
 * Fields of an error never written to the log: the values a statement was run with (drizzle's
 * `params`, PGlite's `params` and `queryOptions`, pg's `parameters`) and PostgreSQL's `detail`,
 * which repeats the offending values ("Key (email)=(…) already exists"). They carry e-mails,
 * password hashes, tokens and account numbers; the statement text, the SQLSTATE and the
 * constraint are what an operator needs and stay.
 */
const SECRET_FIELDS = new Set(['params', 'parameters', 'queryOptions', 'detail']);

/** How deep a chain of causes is followed (a cause pointing at itself must not loop). */
const MAX_CAUSES = 5;

/**
 * Drizzle puts the parameters into the message itself (`Failed query: …\nparams: …`), and so
 * into the stack, whose first line is the message.
 */
function safeMessage(message: string): string {
  const at = message.indexOf('\nparams: ');
  return at === -1 ? message : message.slice(0, at);
}

/**
 * Pino's `err` serializer, without the statement parameters anywhere in the chain of causes.
 * Replaces pino's standard one (same shape: type, message, stack, own fields, cause).
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const message = safeMessage(error.message);
  const out: Record<string, unknown> = {
    type: error.constructor.name,
    message,
    stack: error.stack?.replace(error.message, message),
  };
  for (const [key, value] of Object.entries(error)) {
    if (SECRET_FIELDS.has(key) || key === 'cause' || key in out) continue;
    out[key] = value instanceof Error ? serializeError(value, depth + 1) : value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    out.cause = serializeError(error.cause, depth + 1);
  }
  if (error instanceof AggregateError && depth < MAX_CAUSES) {
    out.errors = error.errors.map((inner) => serializeError(inner, depth + 1));
  }
  return out;
}

/** An error's message for a person at a terminal (command-line tools), without parameters. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? safeMessage(error.message) : String(error);
}

/** An error's stack and causes as text (a start that failed), without parameters. */
export function errorText(error: unknown): string {
  const lines: string[] = [];
  let current: unknown = serializeError(error);
  for (let depth = 0; current !== undefined && depth <= MAX_CAUSES; depth++) {
    const { stack, message, cause } = (current ?? {}) as Record<string, unknown>;
    lines.push(depth === 0 ? '' : 'caused by: ', String(stack ?? message ?? current), '\n');
    current = typeof current === 'object' ? cause : undefined;
  }
  return lines.join('').trimEnd();
}

/**
 * The logger's options: what the caller asked for (tests pass a stream, or `false`) or the
 * default for the environment, always with the error serializer above, under both names errors
 * are logged with.
 */
export function loggerOptions(config: Config, given?: boolean | object): false | object {
  if (given === false) return false;
  const base = given === undefined || given === true ? defaultLogger(config) : given;
  const serializers = (base as { serializers?: Record<string, unknown> }).serializers;
  return {
    ...base,
    serializers: { ...serializers, err: serializeError, error: serializeError },
  };
}

/** JSON lines in production (for the log shipper); readable lines in a developer's terminal. */
function defaultLogger(config: Config): object {
  if (config.env === 'production' || !process.stdout.isTTY) return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId,req,res,responseTime' },
    },
  };
}
