import {
  existsSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * One process at a time per embedded data directory.
 *
 * PGlite is PostgreSQL in one process without the postmaster's own lock: two processes on one
 * directory both write its WAL and pages, and the directory ends up broken ("xlog flush request
 * … is not satisfied"). So every opener takes this lock first, and a second one is refused with
 * who holds it.
 *
 * proper-lockfile provides the atomic part (the lock is a directory made with mkdir, beside
 * the data: `data/pglite.lock`), keeps its mtime fresh and reports a lock that someone else
 * removed or replaced (compromised). Its own staleness rule (an mtime older than a few seconds)
 * does not fit an engine that blocks the event loop during long statements, so it is switched
 * off, and staleness is decided here by the holder's process id, as PostgreSQL does with
 * postmaster.pid: the lock holds `holder.json` (pid, command, host, and on Linux the process's
 * start time and the boot id), and a lock whose process is gone from this host, or whose pid now
 * belongs to a process started later (pids are reused, a restarted container starts from 1
 * again), is stale and broken. A lock taken on another host (a container since recreated, with
 * another hostname) cannot be checked by pid: it is stale once its mtime stops being refreshed.
 */

/** Who holds a data directory; `control` lets read-only tools ask the running server instead. */
export interface DataDirectoryHolder {
  pid: number;
  command: string;
  host: string;
  since: string;
  /** Boot id and start time of the process (Linux), telling a reused pid from the holder. */
  start?: string;
  control?: { url: string; token: string };
}

export interface DataDirectoryLock {
  readonly dir: string;
  /** Records where the holder answers read-only requests (the running server's loopback URL). */
  advertise(control: NonNullable<DataDirectoryHolder['control']>): void;
  release(): Promise<void>;
}

export class DataDirectoryLockedError extends Error {
  override name = 'DataDirectoryLockedError';
  constructor(
    readonly dir: string,
    readonly holder: DataDirectoryHolder | undefined,
  ) {
    super(
      holder
        ? `The embedded database in ${dir} is in use by process ${holder.pid} (${holder.command}) ` +
            `on ${holder.host} since ${holder.since}. It allows one process at a time: stop that ` +
            'process first, or point DATA_DIR elsewhere.'
        : `The embedded database in ${dir} is being opened by another process right now. It ` +
            'allows one process at a time: try again once that process has started or stopped.',
    );
  }
}

/** A lock directory without holder.json younger than this is an opener between its two steps. */
const OPENING_GRACE_MS = 30_000;
/** proper-lockfile must never judge our lock stale by mtime: staleness is decided by pid here. */
const NEVER_STALE_MS = 10 * 365 * 24 * 3600 * 1000;
const REFRESH_MS = 10_000;
/** A lock from another host whose mtime is older than this is no longer refreshed: stale. */
const FOREIGN_STALE_MS = 6 * REFRESH_MS;

const lockPath = (dir: string) => `${dir}.lock`;
const holderPath = (dir: string) => join(lockPath(dir), 'holder.json');

export function readHolder(dir: string): DataDirectoryHolder | undefined {
  try {
    return JSON.parse(readFileSync(holderPath(resolve(dir)), 'utf8')) as DataDirectoryHolder;
  } catch {
    return undefined;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When a process started, as the system shows it (Linux: the boot's id and field 22 of
 * /proc/<pid>/stat); undefined where it cannot be seen.
 */
function startOf(pid: number): string | undefined {
  try {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const ticks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return ticks ? `${boot}:${ticks}` : undefined;
  } catch {
    return undefined;
  }
}

const ownCommand = () => [process.argv0, ...process.argv.slice(1)].join(' ').slice(0, 500);

/** Milliseconds since the lock's holder last refreshed it (Infinity once it is gone). */
function lockAge(dir: string): number {
  try {
    return Date.now() - statSync(lockPath(dir)).mtimeMs;
  } catch {
    return Infinity;
  }
}

function holderIsGone(dir: string, holder: DataDirectoryHolder | undefined): boolean {
  if (!holder) return lockAge(dir) > OPENING_GRACE_MS;
  // Another host's (or container's) processes cannot be seen from here: its lock is stale once
  // its holder has stopped refreshing it, as proper-lockfile itself would judge.
  if (holder.host !== hostname()) return lockAge(dir) > FOREIGN_STALE_MS;
  if (holder.pid === process.pid) return !heldHere.has(dir);
  if (!processAlive(holder.pid)) return true;
  const start = startOf(holder.pid);
  return holder.start !== undefined && start !== undefined && start !== holder.start;
}

/** Directories this process holds: a holder with our own pid is stale only if not among them. */
const heldHere = new Set<string>();

/**
 * Breaks a stale lock by moving it aside first, so that of two processes breaking it at once
 * only one succeeds, and checks that what was moved is the lock judged stale (not a fresh one
 * taken in between); a fresh one is put back.
 */
function breakStaleLock(dir: string, stale: DataDirectoryHolder | undefined): boolean {
  const aside = join(dirname(dir), `.${basename(dir)}.stale-${process.pid}-${Date.now()}`);
  try {
    renameSync(lockPath(dir), aside);
  } catch (error) {
    // Gone meanwhile (its holder let go): free to take.
    return (error as NodeJS.ErrnoException).code === 'ENOENT';
  }
  let moved: DataDirectoryHolder | undefined;
  try {
    moved = JSON.parse(readFileSync(join(aside, 'holder.json'), 'utf8')) as DataDirectoryHolder;
  } catch {
    moved = undefined;
  }
  if (JSON.stringify(moved) !== JSON.stringify(stale)) {
    try {
      renameSync(aside, lockPath(dir));
    } catch {
      // The place was taken again meanwhile; the moved lock's holder will find it compromised.
    }
    return false;
  }
  rmSync(aside, { recursive: true, force: true });
  return true;
}

/**
 * Takes the exclusive lock of an embedded data directory, or throws DataDirectoryLockedError
 * naming the holder. `onLost` is called if the lock is removed or replaced under us (someone
 * deleted it by hand): the process must stop using the directory.
 *
 * @example
 * const lock = await lockDataDirectory('data/pglite', { onLost: (error) => shutdown(error) });
 * try { ... open and use the directory ... } finally { await lock.release(); }
 */
export async function lockDataDirectory(
  dir: string,
  options: {
    onLost?: (error: Error) => void;
    /** How often the lock's mtime is refreshed (and checked for a replacement); tests shorten it. */
    refreshMs?: number;
  } = {},
): Promise<DataDirectoryLock> {
  const path = resolve(dir);
  // proper-lockfile removes its lock on exit only while it is empty; holder.json goes first.
  const removeOnExit = () => rmSync(lockPath(path), { recursive: true, force: true });
  const onLost = (error: Error) => {
    heldHere.delete(path);
    process.off('exit', removeOnExit);
    if (options.onLost) return options.onLost(error);
    console.error(`Lost the lock of ${path} (${error.message}); stopping.`);
    process.exit(1);
  };
  const take = () =>
    lockfile.lock(path, {
      realpath: false,
      stale: NEVER_STALE_MS,
      update: options.refreshMs ?? REFRESH_MS,
      onCompromised: onLost,
    });

  let unlock: () => Promise<void>;
  try {
    unlock = await take();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const holder = readHolder(path);
    if (!holderIsGone(path, holder) || !breakStaleLock(path, holder)) {
      throw new DataDirectoryLockedError(path, readHolder(path) ?? holder);
    }
    try {
      unlock = await take();
    } catch (retry) {
      if ((retry as NodeJS.ErrnoException).code !== 'ELOCKED') throw retry;
      throw new DataDirectoryLockedError(path, readHolder(path));
    }
  }

  let holder: DataDirectoryHolder = {
    pid: process.pid,
    command: ownCommand(),
    host: hostname(),
    since: new Date().toISOString(),
    start: startOf(process.pid),
  };
  const write = () => writeFileSync(holderPath(path), JSON.stringify(holder), { mode: 0o600 });
  // Creating holder.json changes the lock directory's mtime, which proper-lockfile owns (it
  // compares it with the one it set to notice a lock replaced under it): put it back.
  const { atime, mtime } = statSync(lockPath(path));
  write();
  utimesSync(lockPath(path), atime, mtime);
  heldHere.add(path);
  process.once('exit', removeOnExit);

  let released = false;
  return {
    dir: path,
    advertise(control) {
      holder = { ...holder, control };
      write();
    },
    async release() {
      if (released) return;
      released = true;
      heldHere.delete(path);
      process.off('exit', removeOnExit);
      rmSync(holderPath(path), { force: true });
      await unlock().catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ERELEASED') throw error;
      });
    },
  };
}

/** Whether a data directory already holds a database (as opposed to a new, empty one). */
export const holdsDatabase = (dir: string) => existsSync(join(dir, 'PG_VERSION'));
