// `npm run dev`: the API with reload on :3001, Vite with hot reload on :3000 proxying the
// server's paths to the API, and the game client and the operator console rebuilt on change for
// the API to serve (so a console link, like an enrolment link, works on :3000/admin as in prod).
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.API_PORT ?? '3001';
// The API serves the game client's build at /play (it runs in the site's frame, from the API's
// origin): build it once before the API starts, then rebuild on every change.
for (const workspace of ['@jackdaw/play', '@jackdaw/admin']) {
  const first = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (first.status !== 0) process.exit(first.status ?? 1);
}
const children = [
  spawn('npm', ['run', 'dev', '-w', '@jackdaw/api'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1', PUBLIC_URL: 'http://localhost:3000' },
  }),
  ...['@jackdaw/play', '@jackdaw/admin'].map((workspace) =>
    spawn('npm', ['run', 'build', '-w', workspace, '--', '--watch'], {
      cwd: root,
      stdio: 'inherit',
    }),
  ),
  spawn('npm', ['run', 'dev', '-w', '@jackdaw/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
