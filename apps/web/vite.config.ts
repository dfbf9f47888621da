import tailwindcss from '@tailwindcss/vite';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
const serverPaths = ['/api', '/langs', '/static', '/flags', '/play', '/sandbox', '/admin'];

export default defineConfig({
  // The site runs on Preact through its React compatibility layer: React DOM alone is ~60 KB
  // gzip, Preact ~10 KB, which keeps the home page's initial JavaScript near a bare React
  // build (bench/web/bundle-size.ts). The preset aliases every React import, the libraries'
  // included, to preact/compat in the dev server and the build, and brings Preact's fast refresh
  // (React's would find no React renderer to refresh). Types and libraries still speak React.
  plugins: [preact(), tailwindcss()],
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: apiTarget }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Localization files are served by the API from public/langs; the build need not copy them.
    copyPublicDir: true,
    rolldownOptions: {
      // The contracts and money packages only declare (schemas, calls, constants, pure
      // functions): a module of theirs whose exports the page does not use is left out, and so
      // are the calls below when their result is unused. Without this every schema of every call
      // (payments, play, wallet…) travelled with the home page: ~5.6 KB gzip of its initial
      // JavaScript (bench/web/bundle-size.ts). Unused schemas also skip their OpenAPI
      // registration (`.register(z.globalRegistry…)`), which only the server reads.
      treeshake: {
        moduleSideEffects: [{ test: /\/packages\/(contracts|money)\/src\//, sideEffects: false }],
        manualPureFunctions: ['defineCall', 'okEnvelope', 'errorResponses'],
      },
      output: {
        // Everything the entry imports statically travels as one file (one request instead of
        // fifteen on a phone's HTTP/1.1 connection pool); lazy screens and popups stay split.
        codeSplitting: {
          groups: [{ name: 'initial', tags: ['$initial'] }],
        },
      },
    },
  },
});
