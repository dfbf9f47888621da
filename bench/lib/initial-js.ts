import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type * as ReactPluginModule from '@vitejs/plugin-react';
import type * as ViteModule from 'vite';
import { repoRoot } from './processes.js';

// Types only: at run time both are loaded from where apps/web resolves them (see loadVite).
type Vite = typeof ViteModule;
type ReactPlugin = typeof ReactPluginModule;

/** Where a package resolves from apps/web, so that the baseline is built with the site's Vite. */
function resolveFromWeb(name: string): string {
  return createRequire(join(repoRoot, 'apps/web/package.json')).resolve(name);
}

export async function loadVite(): Promise<{ vite: Vite; react: ReactPlugin['default'] }> {
  const vite = (await import(pathToFileURL(resolveFromWeb('vite')).href)) as Vite;
  const plugin = (await import(
    pathToFileURL(resolveFromWeb('@vitejs/plugin-react')).href
  )) as ReactPlugin;
  return { vite, react: plugin.default };
}

export interface InitialFile {
  /** Path relative to the dist directory, or `index.html#inline-N` for an inline module. */
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface InitialJs {
  files: InitialFile[];
  bytes: number;
  /** Sum of each file gzipped on its own at level 9, as each is transferred. */
  gzipBytes: number;
  /** URLs that point off the site (not counted). */
  external: string[];
}

const site = 'http://site.invalid';

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  // Skip the tag name itself.
  const body = tag.replace(/^<\s*[a-zA-Z]+/, '').replace(/\/?>$/, '');
  for (const match of body.matchAll(pattern)) {
    const name = match[1];
    if (name) found.set(name.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

/** Scripts and preloads index.html asks for, as URLs relative to the site root. */
function entryPoints(html: string): { urls: string[]; inline: string[] } {
  const urls: string[] = [];
  const inline: string[] = [];
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  for (const match of withoutComments.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = attributes(match[1] ?? '');
    if (attrs.get('type')?.toLowerCase() !== 'module') continue;
    const src = attrs.get('src');
    if (src) urls.push(src);
    else if (match[2]?.trim()) inline.push(match[2]);
  }
  for (const match of withoutComments.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(match[0]);
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href = attrs.get('href');
    if (rel.includes('modulepreload') && href) urls.push(href);
  }
  return { urls, inline };
}

/** Specifiers of the static imports and re-exports of a module (never `import()`). */
function staticImports(vite: Vite, code: string, file: string): string[] {
  let program;
  try {
    program = vite.parseAst(code);
  } catch (error) {
    throw new Error(`cannot parse ${file}: ${(error as Error).message}`, { cause: error });
  }
  const specifiers: string[] = [];
  for (const node of program.body as { type: string; source?: { value?: unknown } | null }[]) {
    if (
      (node.type === 'ImportDeclaration' ||
        node.type === 'ExportAllDeclaration' ||
        node.type === 'ExportNamedDeclaration') &&
      typeof node.source?.value === 'string'
    ) {
      specifiers.push(node.source.value);
    }
  }
  return specifiers;
}

/**
 * The JavaScript a browser loads before the home page can run: module scripts and modulepreloads
 * of index.html and, transitively, the static imports of those chunks.
 */
export function initialJavaScript(vite: Vite, distDir: string): InitialJs {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const { urls, inline } = entryPoints(html);
  const files: InitialFile[] = [];
  const external: string[] = [];
  const seen = new Set<string>();
  const queue: { url: string; from: string }[] = urls.map((url) => ({ url, from: '/index.html' }));

  const measure = (file: string, code: Buffer) => {
    files.push({ file, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length });
    for (const specifier of staticImports(vite, code.toString('utf8'), file)) {
      queue.push({ url: specifier, from: file.startsWith('index.html#') ? '/index.html' : file });
    }
  };

  inline.forEach((code, index) => measure(`index.html#inline-${index}`, Buffer.from(code)));

  for (let next = queue.shift(); next; next = queue.shift()) {
    const from = new URL(next.from.startsWith('/') ? next.from : `/${next.from}`, site);
    let resolved: URL;
    try {
      resolved = new URL(next.url, from);
    } catch {
      external.push(next.url); // a bare specifier the bundler left alone
      continue;
    }
    if (resolved.origin !== site) {
      external.push(next.url);
      continue;
    }
    const path = decodeURIComponent(resolved.pathname).replace(/^\/+/, '');
    if (seen.has(path)) continue;
    seen.add(path);
    const absolute = join(distDir, path);
    if (!existsSync(absolute)) {
      throw new Error(`${relative(repoRoot, absolute)} (from ${next.from}) does not exist`);
    }
    measure(path, readFileSync(absolute));
  }

  return {
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    external,
  };
}
