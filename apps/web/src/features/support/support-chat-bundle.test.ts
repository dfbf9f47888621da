import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The chat must not weigh on the first page (issue 22): its panel, store and calls are reached
 * only through a dynamic import. Vite puts everything the entry imports statically into the
 * first page's JavaScript (vite.config.ts, the `initial` group), so this walks the entry's
 * static imports, as the bundler does, and looks for the chat's files among them.
 */
const src = fileURLToPath(new URL('../../', import.meta.url));

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  }
  return null;
}

/** A file's static imports of values (type-only imports travel with no JavaScript). */
function staticImports(file: string): { static: string[]; dynamic: string[] } {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found = { static: [] as string[], dynamic: [] as string[] };
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node)
        ? node.importClause?.isTypeOnly === true
        : node.isTypeOnly;
      if (!typeOnly) found.static.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.dynamic.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function initialFiles(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(file).static) {
      const target = resolveImport(file, specifier);
      if (target) queue.push(target);
    }
  }
  return new Set([...seen].map((file) => relative(src, file)));
}

describe('the support chat in the first page', () => {
  const initial = initialFiles(resolve(src, 'main.tsx'));

  it('walks the entry (the walk itself works)', () => {
    expect(initial.has('app/layouts/app-shell.tsx')).toBe(true);
    expect(initial.has('features/support/support-chat-mount.tsx')).toBe(true);
  });

  it('leaves the panel, its store and its calls out', () => {
    const chat = [...initial].filter(
      (file) =>
        file.startsWith('features/support/') &&
        !/\.test\.tsx?$/.test(file) &&
        ![
          // What the first page needs: the entries, the unread rule and the mount.
          'features/support/support-chat.ts',
          'features/support/use-support-launcher.ts',
          'features/support/support-chat-mount.tsx',
          'features/support/components/chat-load-boundary.tsx',
          'features/support/lib/unread-rule.ts',
        ].includes(file),
    );
    expect(chat).toEqual([]);
  });

  it('loads the panel with a dynamic import', () => {
    const mount = resolve(src, 'features/support/support-chat-mount.tsx');
    expect(staticImports(mount).dynamic).toContain('./components/chat-panel');
  });
});
