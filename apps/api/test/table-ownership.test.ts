import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkOwnership,
  scanTableOwnership,
  type TableException,
  type TableReference,
} from './table-ownership.js';

const modulesDir = fileURLToPath(new URL('../src/modules/', import.meta.url));

/**
 * No module names a table another module owns: each asks the owner's calls instead (issue 18).
 * The fixture below shows the check fails on a crossing, and on an exception no longer needed.
 */
const EXCEPTIONS: TableException[] = [];

describe('table ownership', () => {
  const scan = scanTableOwnership(modulesDir);

  it('finds every table declared with pgTable, each owned by one module', () => {
    expect(scan.owners.size).toBeGreaterThanOrEqual(30);
    expect(scan.owners.get('users')?.module).toBe('users');
    expect(scan.owners.get('wallet_entries')?.module).toBe('wallet');
    expect(scan.owners.get('play_rounds')?.module).toBe('play');
  });

  it("no module names another module's table", () => {
    expect(checkOwnership(scan.references, EXCEPTIONS).unexpected).toEqual([]);
  });
});

describe('the table scanner on a fixture', () => {
  const root = mkdtempSync(join(tmpdir(), 'jackdaw-tables-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write(
    'modules/ledger/ledger.schema.ts',
    `import { pgTable, serial } from 'drizzle-orm/pg-core';
export const ledgerRows = pgTable('ledger_rows', { id: serial('id').primaryKey() });
export const ledgerKeys = pgTable('ledger_keys', { id: serial('id').primaryKey() });
`,
  );
  write('modules/ledger/index.ts', `export { ledgerRows } from './ledger.schema.js';\n`);
  write('db/schema.ts', `export * from '../modules/ledger/ledger.schema.js';\n`);
  write(
    'modules/spins/spins.schema.ts',
    `import { integer, pgTable } from 'drizzle-orm/pg-core';
import { ledgerRows } from '../ledger/ledger.schema.js';
export const spins = pgTable('spins', {
  row: integer('row').references(() => ledgerRows.id),
});
`,
  );
  write(
    'modules/spins/spins.repository.ts',
    `import { ledgerRows as rows } from '../ledger/index.js';
import * as schema from '../../db/schema.js';
export const raw = (sql: { query(text: string): unknown }) =>
  sql.query(\`select s.* from spins s
    join ledger_rows r on r.id = s.row\`);
export const listed = 'select 1 from spins s, ledger_keys k';
export const typed = (db: any) => db.select().from(rows);
export const viaNamespace = () => schema.ledgerKeys;
export const note = 'Spins are settled from the ledger.';
`,
  );
  write('modules/spins/spins.test.ts', `export const inTest = 'select * from ledger_rows';\n`);
  const fixture = scanTableOwnership(join(root, 'modules'));

  it('reports SQL text and drizzle table objects of another module, not foreign keys or tests', () => {
    expect(
      fixture.references.map(({ module, table, owner, at, via }: TableReference) =>
        [module, table, owner, at, via].join(' '),
      ),
    ).toEqual([
      'spins ledger_rows ledger spins/spins.repository.ts:4 sql',
      'spins ledger_keys ledger spins/spins.repository.ts:6 sql',
      'spins ledger_rows ledger spins/spins.repository.ts:7 drizzle',
      'spins ledger_keys ledger spins/spins.repository.ts:8 drizzle',
    ]);
  });

  it('fails on a crossing no exception lists, naming the file and line', () => {
    const { unexpected, stale } = checkOwnership(fixture.references, [
      { module: 'spins', table: 'ledger_keys', why: 'listed' },
    ]);
    expect(unexpected).toEqual([
      'spins/spins.repository.ts:4: module spins names ledger_rows (owned by ledger) in SQL',
      'spins/spins.repository.ts:7: module spins names ledger_rows (owned by ledger) in a drizzle query',
    ]);
    expect(stale).toEqual([]);
  });

  it('fails on an exception whose crossing is gone', () => {
    const { unexpected, stale } = checkOwnership(fixture.references, [
      { module: 'spins', table: 'ledger_rows', why: 'listed' },
      { module: 'spins', table: 'ledger_keys', why: 'listed' },
      { module: 'ledger', table: 'spins', why: 'no longer true' },
    ]);
    expect(unexpected).toEqual([]);
    expect(stale).toEqual(['ledger → spins: no longer named; remove the exception']);
  });
});
