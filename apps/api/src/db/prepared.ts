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

/** One statement of a batch and what it answered: its rows, or the error it raised. */
export interface BatchItem {
  text: string;
  params?: readonly unknown[];
}
export type BatchResult = { rows: unknown[] } | { error: Error };

/**
 * PGlite's query() sends parse, describe, bind, describe, execute and sync as six calls into the
 * engine on every statement; a prepared statement is one call of bind, execute and sync. The
 * returned functions must run where PGlite's own statements run: inside `runExclusive` (and
 * outside a transaction, also inside its transaction lock; see `pgliteRunner`).
 */
export function pglitePrepared(client: PGlite) {
  const statements = new Map<string, Prepared>();
  /** Statements of the batch being built: bound after the others are prepared. */
  const pinned = new Set<Prepared>();

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
    // The least recently used one goes, unless the batch being built still has to bind it.
    const oldest =
      statements.size >= KEEP ? [...statements].find(([, kept]) => !pinned.has(kept)) : undefined;
    if (oldest) {
      statements.delete(oldest[0]);
      await exchange(
        protocol.serialize.close({ type: 'S', name: oldest[1].name }),
        protocol.serialize.sync(),
      );
    }
    statements.set(text, prepared);
    return prepared;
  }

  async function preparedFor(text: string): Promise<Prepared> {
    const prepared = statements.get(text);
    if (!prepared) return prepare(text);
    // Map order is insertion order: moving a used statement to the end keeps the LRU order.
    statements.delete(text);
    statements.set(text, prepared);
    return prepared;
  }

  /** Bind, execute and sync of a prepared statement: one statement in its own transaction. */
  function run(prepared: Prepared, params: readonly unknown[]) {
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serialize = client.serializers[prepared.parameterTypes[index]!];
      return serialize ? serialize(value) : String(value);
    });
    return [
      protocol.serialize.bind({ statement: prepared.name, values }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ];
  }

  const rowsOf = (prepared: Prepared, messages: BackendMessage[]) =>
    parse.parseResults(
      prepared.rowDescription ? [prepared.rowDescription, ...messages] : messages,
      client.parsers,
    )[0]!.rows;

  return {
    async query<Row>(text: string, params: readonly unknown[] = []): Promise<Row[]> {
      const prepared = await preparedFor(text);
      return rowsOf(prepared, await exchange(...run(prepared, params))) as Row[];
    },

    /**
     * Several statements, each in its own transaction as if sent one by one, in ONE call into the
     * engine: statements that arrive together run back to back, while the engine's code and data
     * are still in the processor's caches, and pay the call once. A statement that fails answers
     * its error and does not stop the others (the engine skips to its sync).
     */
    async batch(items: readonly BatchItem[]): Promise<BatchResult[]> {
      const results: BatchResult[] = new Array(items.length);
      const sent: { index: number; prepared: Prepared }[] = [];
      const messages: Uint8Array[] = [];
      let answered: BackendMessage[] = [];
      try {
        for (const [index, { text, params = [] }] of items.entries()) {
          try {
            const prepared = await preparedFor(text);
            pinned.add(prepared);
            messages.push(...run(prepared, params));
            sent.push({ index, prepared });
          } catch (error) {
            results[index] = { error: error as Error };
          }
        }
        if (sent.length === 0) return results;
        answered = await client.execProtocolStream(concat(messages), {
          syncToFs: false,
          throwOnError: false,
        });
      } finally {
        pinned.clear();
      }
      // Each statement's messages end with its ReadyForQuery.
      let at = 0;
      for (const { index, prepared } of sent) {
        const own: BackendMessage[] = [];
        while (at < answered.length && answered[at]!.name !== 'readyForQuery') {
          own.push(answered[at++]!);
        }
        at++;
        const failed = own.find((message) => message.name === 'error');
        results[index] = failed
          ? { error: failed as unknown as Error }
          : { rows: rowsOf(prepared, own) };
      }
      return results;
    },
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
