// Runs drizzle-kit with this workspace's drizzle-orm visible to it: npm may nest drizzle-orm
// under apps/api while drizzle-kit is hoisted to the root, and drizzle-kit then cannot find it.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const nested = `${apiRoot}node_modules/drizzle-orm`;
const hoisted = `${apiRoot}../../node_modules/drizzle-orm`;
const link = existsSync(nested) && !existsSync(hoisted);
if (link) symlinkSync(nested, hoisted, 'dir');
try {
  const result = spawnSync('npx', ['drizzle-kit', ...process.argv.slice(2)], {
    cwd: apiRoot,
    stdio: 'inherit',
  });
  process.exitCode = result.status ?? 1;
} finally {
  if (link) rmSync(hoisted);
}
