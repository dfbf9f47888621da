import tailwindcss from '@tailwindcss/vite';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
const serverPaths = ['/api', '/langs', '/static', '/flags', '/play', '/sandbox'];

export default defineConfig({
  // The site runs on Preact through its React compatibility layer: React DOM alone is ~60 KB
  // gzip, Preact ~10 KB, which keeps the home page's initial JavaScript within 1.5x a bare React
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
