// `npm run bench:bundle -w @jackdaw/bench`: the home page's initial JavaScript (gzip -9 bytes)
// against a bare Vite + React app built in the same run with the same Vite. Figures go to the
// terminal and bench/results/bundle.json; the target is informative, never asserted.
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { initialJavaScript, loadVite, type InitialJs } from '../lib/initial-js.js';
import { repoRoot } from '../lib/processes.js';

// Issue 19: at most 1.3 times the bare build.
const target = 1.3;
// WEB_DIST_DIR measures another build of the site, as the server serves one (apps/api config).
const webDist = process.env.WEB_DIST_DIR
  ? resolve(process.env.WEB_DIST_DIR)
  : join(repoRoot, 'apps/web/dist');

if (!existsSync(join(webDist, 'index.html'))) {
  console.error(
    `${webDist}/index.html is missing: build the site first (\`npm run build\` or \`npm run build -w @jackdaw/web\` at the repository root).`,
  );
  process.exit(1);
}

const { vite, react } = await loadVite();

/** The site is measured whatever its state; a rebuild in progress can remove files under us. */
async function measureSite(): Promise<InitialJs> {
  for (let attempt = 1; ; attempt++) {
    try {
      return initialJavaScript(vite, webDist);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(
        `apps/web/dist changed while being read (${(error as Error).message}); retrying`,
      );
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
}

/** A throwaway `<h1>Hello</h1>` React app, resolving packages from the repository's node_modules. */
async function measureBaseline(): Promise<InitialJs> {
  const root = mkdtempSync(join(tmpdir(), 'jackdaw-bench-vite-'));
  try {
    symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
    mkdirSync(join(root, 'src'));
    writeFileSync(
      join(root, 'index.html'),
      [
        '<!doctype html>',
        '<html lang="en">',
        '  <head>',
        '    <meta charset="UTF-8" />',
        '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
        '    <title>Hello</title>',
        '  </head>',
        '  <body>',
        '    <div id="root"></div>',
        '    <script type="module" src="/src/main.tsx"></script>',
        '  </body>',
        '</html>',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(root, 'src/main.tsx'),
      [
        "import { createRoot } from 'react-dom/client';",
        '',
        "createRoot(document.getElementById('root')!).render(<h1>Hello</h1>);",
        '',
      ].join('\n'),
    );
    await vite.build({
      root,
      configFile: false,
      logLevel: 'warn',
      // Keep Vite's caches inside the throwaway directory, not in the shared node_modules.
      cacheDir: join(root, '.vite'),
      plugins: [react()],
      build: { outDir: join(root, 'dist'), emptyOutDir: true },
    });
    return initialJavaScript(vite, join(root, 'dist'));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const subject = await measureSite();
const baseline = await measureBaseline();
const ratio = subject.gzipBytes / baseline.gzipBytes;
const result = {
  at: new Date().toISOString(),
  vite: vite.version,
  subject,
  baseline,
  ratio: Number(ratio.toFixed(3)),
  target,
  meetsTarget: ratio <= target,
};

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
for (const file of subject.files) {
  console.log(`  ${file.file}: ${file.bytes} B, gzip ${file.gzipBytes} B`);
}
if (subject.external.length) {
  console.warn(`  not counted (off-site): ${subject.external.join(', ')}`);
}
console.log(
  `bundle [initial JS, gzip -9]: ${subject.gzipBytes} B (${kib(subject.gzipBytes)}, ${subject.files.length} file(s)) vs baseline ${baseline.gzipBytes} B (${kib(baseline.gzipBytes)}) → ratio ${result.ratio} (target ≤ ${target}${result.meetsTarget ? ', met' : ', NOT met'}); Vite ${vite.version}`,
);

const dir = join(repoRoot, 'bench/results');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'bundle.json'), JSON.stringify(result, null, 2));
