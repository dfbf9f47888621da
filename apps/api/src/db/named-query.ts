import { createHash } from 'node:crypto';

/**
 * PostgreSQL prepares a named statement once per connection and then only binds and executes
 * it: on the ledger's and the rounds' larger statements, parsing and planning cost as much as
 * running them. pg keeps every name a connection has prepared for the connection's life, so the
 * names handed out are bounded: past NAMED different texts, a new text runs unnamed (parsed on
 * each run, as pg does without a name) rather than growing every connection's statements.
 */
export const NAMED = 512;

/** Name by text, for the texts named so far. */
const names = new Map<string, string>();

/** The statement name for `text` (the same on every connection), or undefined past the bound. */
function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < NAMED) {
    name = 'jd_' + createHash('sha1').update(text).digest('base64url');
    names.set(text, name);
  }
  return name;
}

/** A pg query config: prepared once per connection when its text has a name. */
export function namedQuery(text: string, values?: unknown[]) {
  return { name: statementName(text), text, values };
}
