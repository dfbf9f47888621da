// Bundles the server into dist/main.js. Workspace packages (@jackdaw/*) are TypeScript sources
// and go into the bundle, with their own subpath imports (#…); every other package stays in
// node_modules.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@jackdaw/') || args.path.startsWith('#')
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
});
