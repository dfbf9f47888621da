import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * Which module owns which table, and where a module's code names a table another module owns.
 *
 * A table belongs to the module whose folder declares its `pgTable(...)`. A module's code (its
 * files under modules/<name>/, tests and test kits aside) refers to a table in two ways:
 * - SQL text: any string or template piece naming the table after `from`, `join`, `into`,
 *   `update`, `table`, `using` or in a `from` list (`from a, b`);
 * - drizzle: using a table object imported from a file that exports it (the owner's schema file,
 *   db/schema.ts, any re-export), or reading it from a namespace import or `db.query`.
 * Naming another module's table in a foreign key of a schema file (`.references(() => t.id)`,
 * `foreignKey(...)`) is a constraint on the module's own table, not a use, and is not reported.
 */
export interface TableOwner {
  table: string;
  module: string;
  /** The exported variable the table is declared as. */
  variable: string;
  file: string;
}

export interface TableReference {
  /** The module whose code names the table. */
  module: string;
  table: string;
  owner: string;
  /** Relative to the modules folder, with the line: `play/play.repository.ts:120`. */
  at: string;
  via: 'sql' | 'drizzle';
}

export interface OwnershipScan {
  owners: Map<string, TableOwner>;
  /** Only references to a table of another module. */
  references: TableReference[];
}

export interface TableException {
  module: string;
  table: string;
  why: string;
}

const SQL_KEYWORDS = String.raw`(?:from|join|into|update|table|using)`;
const IDENTIFIER = String.raw`"?[a-z_][a-z0-9_]*"?`;
const FROM_LIST_ITEM = String.raw`${IDENTIFIER}(?:\s+(?:as\s+)?[a-z_][a-z0-9_]*)?`;

const isSource = (name: string) =>
  name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.test-kit.ts');

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else if (isSource(entry.name)) out.push(path);
  }
  return out;
}

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

/** `./x.js` → `./x.ts`, a folder → its index.ts; undefined for packages and unknown files. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base.replace(/\.js$/, '.ts'), base, join(base, 'index.ts')]) {
    if (candidate.endsWith('.ts') && existsSync(candidate)) return candidate;
  }
  return undefined;
}

const stringOf = (node: ts.Node): string | undefined =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : undefined;

/** The tables a file declares with `pgTable('name', …)`: variable → table name. */
function declaredTables(source: ts.SourceFile): Map<string, string> {
  const tables = new Map<string, string>();
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      ts.isIdentifier(node.initializer.expression) &&
      node.initializer.expression.text === 'pgTable'
    ) {
      const name = node.initializer.arguments[0] && stringOf(node.initializer.arguments[0]);
      if (name === undefined) {
        throw new Error(`${source.fileName}: a pgTable whose name is not a string literal`);
      }
      tables.set(node.name.text, name);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return tables;
}

export function scanTableOwnership(modulesDir: string): OwnershipScan {
  const moduleOf = (file: string) => relative(modulesDir, file).split(sep)[0]!;
  const files = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => walk(join(modulesDir, entry.name)));
  const sources = new Map(files.map((file) => [file, parse(file)]));
  const sourceOf = (file: string) => {
    let source = sources.get(file);
    if (!source) sources.set(file, (source = parse(file)));
    return source;
  };

  const owners = new Map<string, TableOwner>();
  for (const [file, source] of sources) {
    for (const [variable, table] of declaredTables(source)) {
      const known = owners.get(table);
      if (known) throw new Error(`table ${table} is declared twice: ${known.file} and ${file}`);
      owners.set(table, {
        table,
        module: moduleOf(file),
        variable,
        file: relative(modulesDir, file),
      });
    }
  }

  // What a file exports of the tables, followed through re-exports (db/schema.ts, an index).
  const exportsCache = new Map<string, Map<string, string>>();
  const exportedTables = (file: string): Map<string, string> => {
    const cached = exportsCache.get(file);
    if (cached) return cached;
    const tables = new Map<string, string>();
    exportsCache.set(file, tables);
    const source = sourceOf(file);
    for (const [variable, table] of declaredTables(source)) tables.set(variable, table);
    for (const statement of source.statements) {
      if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier) continue;
      const target = resolveImport(file, (statement.moduleSpecifier as ts.StringLiteral).text);
      if (!target) continue;
      const theirs = exportedTables(target);
      if (!statement.exportClause) for (const [name, table] of theirs) tables.set(name, table);
      else if (ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          const table = theirs.get((element.propertyName ?? element.name).text);
          if (table) tables.set(element.name.text, table);
        }
      }
    }
    return tables;
  };

  const references: TableReference[] = [];
  const seen = new Set<string>();
  const report = (reference: TableReference) => {
    const key = `${reference.at} ${reference.table} ${reference.via}`;
    if (seen.has(key)) return;
    seen.add(key);
    references.push(reference);
  };

  const foreignPatterns = (module: string) =>
    [...owners.values()]
      .filter((owner) => owner.module !== module)
      .map((owner) => {
        const name = String.raw`"?${owner.table}"?(?![a-z0-9_])`;
        return {
          owner,
          pattern: new RegExp(
            String.raw`(?<![a-z0-9_])(?:${SQL_KEYWORDS}\s+(?:only\s+)?(?:public\.)?${name}|from\s+(?:${FROM_LIST_ITEM}\s*,\s*)+(?:public\.)?${name})`,
            'i',
          ),
        };
      });

  for (const file of files) {
    const module = moduleOf(file);
    const source = sources.get(file)!;
    const patterns = foreignPatterns(module);
    const at = (node: ts.Node) =>
      `${relative(modulesDir, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

    // Bindings that hold another module's table: named imports, and namespace imports.
    const tableBindings = new Map<string, string>();
    const namespaces = new Map<string, Map<string, string>>();
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !statement.importClause) continue;
      const target = resolveImport(file, (statement.moduleSpecifier as ts.StringLiteral).text);
      if (!target) continue;
      const tables = exportedTables(target);
      const bindings = statement.importClause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) namespaces.set(bindings.name.text, tables);
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          const table = tables.get((element.propertyName ?? element.name).text);
          if (table && owners.get(table)?.module !== module) {
            tableBindings.set(element.name.text, table);
          }
        }
      }
    }
    const foreignVariables = new Map(
      [...owners.values()]
        .filter((owner) => owner.module !== module)
        .map((owner) => [owner.variable, owner.table]),
    );

    const inForeignKey = (node: ts.Node): boolean => {
      for (let up = node.parent; up; up = up.parent) {
        if (!ts.isCallExpression(up)) continue;
        const callee = up.expression;
        if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'references') return true;
        if (ts.isIdentifier(callee) && callee.text === 'foreignKey') return true;
      }
      return false;
    };
    const drizzle = (node: ts.Node, table: string) => {
      if (inForeignKey(node)) return;
      report({ module, table, owner: owners.get(table)!.module, at: at(node), via: 'drizzle' });
    };

    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
      const text =
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)
          ? node.text
          : undefined;
      if (text !== undefined) {
        for (const { owner, pattern } of patterns) {
          if (pattern.test(text)) {
            report({ module, table: owner.table, owner: owner.module, at: at(node), via: 'sql' });
          }
        }
      }
      if (ts.isIdentifier(node) && tableBindings.has(node.text)) {
        const parent = node.parent;
        const isName =
          (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
          (ts.isPropertyAssignment(parent) && parent.name === node);
        if (!isName) drizzle(node, tableBindings.get(node.text)!);
      }
      if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
        const namespace = namespaces.get(node.expression.text);
        const table = namespace?.get(node.name.text);
        if (table && owners.get(table)?.module !== module) drizzle(node, table);
      }
      // The relational API: db.query.<table>.
      if (
        ts.isPropertyAccessExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'query' &&
        foreignVariables.has(node.name.text)
      ) {
        drizzle(node, foreignVariables.get(node.name.text)!);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  references.sort((a, b) => a.at.localeCompare(b.at, 'en', { numeric: true }));
  return { owners, references };
}

/**
 * Compares the references with the exceptions: `unexpected` are references no exception
 * covers (a new crossing), `stale` are exceptions no reference needs any more (remove them).
 */
export function checkOwnership(references: TableReference[], exceptions: TableException[]) {
  const listed = (module: string, table: string) =>
    exceptions.some((exception) => exception.module === module && exception.table === table);
  return {
    unexpected: references
      .filter((reference) => !listed(reference.module, reference.table))
      .map(
        (reference) =>
          `${reference.at}: module ${reference.module} names ${reference.table} ` +
          `(owned by ${reference.owner}) in ${reference.via === 'sql' ? 'SQL' : 'a drizzle query'}`,
      ),
    stale: exceptions
      .filter(
        (exception) =>
          !references.some(
            (reference) =>
              reference.module === exception.module && reference.table === exception.table,
          ),
      )
      .map(
        (exception) =>
          `${exception.module} → ${exception.table}: no longer named; remove the exception`,
      ),
  };
}
