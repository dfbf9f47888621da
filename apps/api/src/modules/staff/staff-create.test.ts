import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const apiDir = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/** `npm run staff:create` as an operator runs it, on an embedded database of its own. */
function staffCreate(dataDir: string, ...args: string[]) {
  return run('npx', ['tsx', 'scripts/staff-create.ts', ...args], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://casino.test',
      NODE_ENV: 'development',
    },
  }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('npm run staff:create', () => {
  it('creates the member and prints a one-time enrolment link; refuses bad arguments', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'jackdaw-staff-'));
    try {
      const created = await staffCreate(dataDir, 'Boss@Example.com', 'admin');
      expect(created.code, created.stderr).toBe(0);
      expect(created.stdout).toContain('boss@example.com (admin)');
      expect(created.stdout).toMatch(/http:\/\/casino\.test\/admin\/enrol\?ticket=[\w-]{40,}/);
      const again = await staffCreate(dataDir, 'boss@example.com', 'support');
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('A staff member has this e-mail.');
      const wrong = await staffCreate(dataDir, 'boss@example.com', 'wizard');
      expect(wrong.code).toBe(2);
      expect(wrong.stderr).toContain('Usage: npm run staff:create');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
