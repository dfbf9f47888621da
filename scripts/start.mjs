// `npm start`: builds what is missing or out of date, then runs the server, which migrates,
// seeds and serves the site and the API on one port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Newest modification time under the given paths (skipping build output and dependencies). */
function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path)) {
        if (name !== 'node_modules' && name !== 'dist') visit(join(path, name));
      }
    } else {
      latest = Math.max(latest, stat.mtimeMs);
    }
  };
  paths.forEach((path) => visit(join(root, path)));
  return latest;
}

const shared = ['packages', 'package-lock.json'];
const targets = [
  {
    name: '@jackdaw/web',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', ...shared],
  },
  {
    name: '@jackdaw/play',
    output: 'apps/play/dist/index.html',
    sources: ['apps/play/src', 'apps/play/index.html', 'apps/play/vite.config.ts', ...shared],
  },
  {
    name: '@jackdaw/admin',
    output: 'apps/admin/dist/index.html',
    sources: ['apps/admin/src', 'apps/admin/index.html', 'apps/admin/vite.config.ts', ...shared],
  },
  {
    name: '@jackdaw/api',
    output: 'apps/api/dist/main.js',
    sources: ['apps/api/src', 'apps/api/scripts', ...shared],
  },
];

for (const target of targets) {
  const output = join(root, target.output);
  const stale = !existsSync(output) || statSync(output).mtimeMs < newest(target.sources);
  if (!stale) continue;
  console.log(`Building ${target.name}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', target.name], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
