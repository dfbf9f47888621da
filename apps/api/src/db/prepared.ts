import { createHash } from 'node:crypto';
import { parse, protocol, type PGlite } from '@electric-sql/pglite';

/**
 * Prepared statements for the plain-SQL hot paths (SqlRunner). A statement is parsed and planned
 * once per connection under a name derived from its text, then only bound and executed: on the
 * ledger's and the rounds' larger statements parsing and planning cost as much as running them.
 */

/** Names of the texts seen, by text: hashing a statement of a few kilobytes on every run costs. */
const names = new Map<string, string>();
/** Texts named at most (their set is bounded only in practice, see KEEP); the oldest goes first. */
const NAMED = 1024;

/** The statement name for `text`: the same text always gets the same name, on every connection. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = 'jd_' + createHash('sha1').update(text).digest('base64url');
    if (names.size >= NAMED) names.delete(names.keys().next().value!);
    names.set(text, name);
  }
  return name;
}

/** A pg query config that pg prepares once per connection and then only binds and executes. */
export function namedQuery(text: string, values?: unknown[]) {
  return { name: statementName(text), text, values };
}

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Prepared {
  name: string;
  /** Parameter type ids, to serialise values as PGlite's own query does. */
  parameterTypes: number[];
  /** The statement's row description, absent when it returns no rows. */
  rowDescription?: BackendMessage;
}

/**
 * Texts come from a handful of builders, but some embed a count (entries of a movement), so the
 * set is bounded only in practice: the least recently used statement is closed past this many.
 */
const KEEP = 256;

/**
 * PGlite's query() sends parse, describe, bind, describe, execute and sync as six calls into the
 * engine on every statement; a prepared statement is one call of bind, execute and sync. The
 * returned function must run where PGlite's own statements run: inside `runExclusive` (and
 * outside a transaction, also inside its transaction lock; see `pgliteRunner`).
 */
export function pglitePrepared(client: PGlite) {
  const statements = new Map<string, Prepared>();

  const exchange = (...messages: Uint8Array[]) =>
    client.execProtocolStream(concat(messages), { syncToFs: false });

  async function prepare(text: string): Promise<Prepared> {
    const name = statementName(text);
    const described = await exchange(
      protocol.serialize.parse({ name, text }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    );
    const prepared: Prepared = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.find((message) => message.name === 'rowDescription'),
    };
    if (statements.size >= KEEP) {
      const [oldestText, oldest] = statements.entries().next().value!;
      statements.delete(oldestText);
      await exchange(
        protocol.serialize.close({ type: 'S', name: oldest.name }),
        protocol.serialize.sync(),
      );
    }
    statements.set(text, prepared);
    return prepared;
  }

  return async function query<Row>(text: string, params: readonly unknown[] = []): Promise<Row[]> {
    let prepared = statements.get(text);
    if (prepared) {
      // Map order is insertion order: moving a used statement to the end keeps the LRU order.
      statements.delete(text);
      statements.set(text, prepared);
    } else {
      prepared = await prepare(text);
    }
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serialize = client.serializers[prepared.parameterTypes[index]!];
      return serialize ? serialize(value) : String(value);
    });
    const messages = await exchange(
      protocol.serialize.bind({ statement: prepared.name, values }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    );
    const described = prepared.rowDescription ? [prepared.rowDescription, ...messages] : messages;
    return parse.parseResults(described, client.parsers)[0]!.rows as Row[];
  };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
