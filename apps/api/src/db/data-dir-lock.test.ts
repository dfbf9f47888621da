import { spawnSync } from 'node:child_process';
import {
  existsSync,
  statSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  truncateSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPgliteDataDir } from '../../test/database.js';
import { DataDirectoryDamagedError, openDatabase } from './client.js';
import {
  DataDirectoryLockedError,
  lockDataDirectory,
  readHolder,
  type DataDirectoryHolder,
  type DataDirectoryLock,
} from './data-dir-lock.js';

const held: DataDirectoryLock[] = [];
const made: string[] = [];
afterEach(async () => {
  for (const lock of held.splice(0)) await lock.release();
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freshDir(): string {
  const parent = mkdtempSync(join(tmpdir(), 'jackdaw-lock-'));
  made.push(parent);
  const dir = join(parent, 'pglite');
  mkdirSync(dir);
  return dir;
}

async function lock(dir: string): Promise<DataDirectoryLock> {
  const taken = await lockDataDirectory(dir);
  held.push(taken);
  return taken;
}

/** A lock left behind by a process that is gone (kill -9, power cut). */
function leftBehind(dir: string, holder: Partial<DataDirectoryHolder>): void {
  mkdirSync(`${dir}.lock`);
  writeFileSync(
    join(`${dir}.lock`, 'holder.json'),
    JSON.stringify({
      pid: 1,
      command: 'node main.js',
      host: hostname(),
      since: '2026-01-01T00:00:00.000Z',
      ...holder,
    }),
  );
}

/** The pid of a process that has just exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('the embedded data directory lock (issue 17 item 16)', () => {
  it('refuses a second opener, naming the holder (pid and command)', async () => {
    const dir = freshDir();
    await lock(dir);
    const second = lockDataDirectory(dir);
    await expect(second).rejects.toBeInstanceOf(DataDirectoryLockedError);
    await expect(second).rejects.toThrow(`process ${process.pid} (`);
    const holder = readHolder(dir);
    expect(holder).toMatchObject({ pid: process.pid, host: hostname() });
    expect(holder?.command).toContain(process.argv0);
  });

  it('is free again once released', async () => {
    const dir = freshDir();
    const first = await lockDataDirectory(dir);
    await first.release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    await lock(dir);
  });

  it('breaks a lock whose process is gone (stale by pid)', async () => {
    const dir = freshDir();
    leftBehind(dir, { pid: deadPid() });
    await lock(dir);
    expect(readHolder(dir)?.pid).toBe(process.pid);
  });

  it('breaks a lock whose pid now belongs to a process started later (pid reused)', async () => {
    const dir = freshDir();
    leftBehind(dir, { pid: process.ppid, start: 'another-boot:1' });
    await lock(dir);
    expect(readHolder(dir)?.pid).toBe(process.pid);
  });

  it('keeps a lock whose process still runs', async () => {
    const dir = freshDir();
    const parent = readFileSync(`/proc/${process.ppid}/stat`, 'utf8');
    const ticks = parent.slice(parent.lastIndexOf(')') + 2).split(' ')[19];
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    leftBehind(dir, { pid: process.ppid, start: `${boot}:${ticks}` });
    await expect(lockDataDirectory(dir)).rejects.toThrow(`process ${process.ppid} (node main.js)`);
  });

  it("keeps another host's lock while it is refreshed, and breaks it once it is not", async () => {
    const dir = freshDir();
    leftBehind(dir, { pid: process.pid, host: 'another-container' });
    await expect(lockDataDirectory(dir)).rejects.toThrow('on another-container since');
    const longAgo = new Date(Date.now() - 120_000);
    utimesSync(`${dir}.lock`, longAgo, longAgo);
    await lock(dir);
  });

  it('waits for an opener between its two steps, and breaks one that died there', async () => {
    const dir = freshDir();
    mkdirSync(`${dir}.lock`);
    await expect(lockDataDirectory(dir)).rejects.toThrow('being opened by another process');
    const longAgo = new Date(Date.now() - 120_000);
    utimesSync(`${dir}.lock`, longAgo, longAgo);
    await lock(dir);
  });

  it('stays held across its refreshes, and reports a lock removed under it', async () => {
    const dir = freshDir();
    const lost: Error[] = [];
    const taken = await lockDataDirectory(dir, { refreshMs: 1000, onLost: (e) => lost.push(e) });
    held.push(taken);
    const mtime = () => statSync(`${dir}.lock`).mtimeMs;
    taken.advertise({ url: 'http://127.0.0.1:1', token: 't' });
    // Two refreshes (one a second), each as soon as it happened rather than after a fixed sleep.
    for (let refresh = 0; refresh < 2; refresh += 1) {
      const before = mtime();
      await expect.poll(mtime, { timeout: 5000, interval: 50 }).toBeGreaterThan(before);
    }
    expect(lost).toEqual([]);
    expect(readHolder(dir)?.control?.url).toBe('http://127.0.0.1:1');

    rmSync(`${dir}.lock`, { recursive: true });
    await expect.poll(() => lost.length, { timeout: 5000, interval: 50 }).toBe(1);
    expect((lost[0] as NodeJS.ErrnoException).code).toBe('ECOMPROMISED');
  });

  it('lets openDatabase take it for the whole life of the handle', async () => {
    const dir = createPgliteDataDir(freshDir());
    const database = await openDatabase({ kind: 'pglite', dir });
    try {
      await expect(openDatabase({ kind: 'pglite', dir })).rejects.toThrow(DataDirectoryLockedError);
    } finally {
      await database.close();
    }
    const again = await openDatabase({ kind: 'pglite', dir });
    await again.close();
  });

  it('says a damaged directory is damaged and how to recover, and leaves it unlocked', async () => {
    const dir = createPgliteDataDir(freshDir());
    const database = await openDatabase({ kind: 'pglite', dir });
    await database.close();
    truncateSync(join(dir, 'global/pg_control'), 10);
    const opening = openDatabase({ kind: 'pglite', dir });
    await expect(opening).rejects.toBeInstanceOf(DataDirectoryDamagedError);
    await expect(opening).rejects.toThrow(/looks damaged[\s\S]*backup[\s\S]*npm run db:reset/);
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});
