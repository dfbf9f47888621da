import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { LoadResult } from './load.js';

const exec = promisify(execFile);

/** Runs pgbench with `args`; says so plainly when it is not installed. */
async function pgbench(args: string[]) {
  try {
    return await exec('pgbench', args);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('pgbench is not installed: the spin bench needs it for its baseline');
    }
    throw error;
  }
}

/** pgbench's scale: 10 branches, 100 tellers, a million accounts. */
export const PGBENCH_SCALE = 10;

export interface Pgbench {
  /** pgbench's built-in TPC-B script with `clients` clients for `seconds`, prepared statements. */
  tpcb(clients: number, seconds: number): Promise<LoadResult>;
}

/**
 * PostgreSQL's own benchmark as an outside baseline, on the same server as `url`: a throwaway
 * database next to it (`<name>_pgbench`), initialised at scale 10 and dropped afterwards.
 */
export async function withPgbench<T>(url: string, use: (pgbench: Pgbench) => Promise<T>) {
  const target = new URL(url);
  const name = `${target.pathname.slice(1)}_pgbench`;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const database = new URL(url);
  database.pathname = `/${name}`;
  const adminQuery = async (text: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await adminQuery(`drop database if exists "${name}" with (force)`);
  await adminQuery(`create database "${name}"`);
  try {
    // Server-side data generation: a few seconds for scale 10.
    await pgbench(['-i', '-q', '-I', 'dtGvp', '-s', String(PGBENCH_SCALE), database.href]);
    return await use({ tpcb: (clients, seconds) => tpcb(database.href, clients, seconds) });
  } finally {
    await adminQuery(`drop database if exists "${name}" with (force)`);
  }
}

/**
 * One pgbench run. Throughput is pgbench's own `tps` (without the initial connections); p50 and
 * p99 come from its per-transaction log (`-l`), whose third field is the latency in µs.
 */
async function tpcb(url: string, clients: number, seconds: number): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), 'jackdaw-pgbench-'));
  try {
    const { stdout } = await pgbench([
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds),
      '-M',
      'prepared',
      '-l',
      `--log-prefix=${join(dir, 'tx')}`,
      url,
    ]);
    const tps = Number(/^tps = ([\d.]+)/m.exec(stdout)?.[1]);
    const failed = Number(/^number of failed transactions: (\d+)/m.exec(stdout)?.[1] ?? 0);
    if (!Number.isFinite(tps)) throw new Error(`pgbench printed no tps:\n${stdout}`);
    const latencies = readdirSync(dir)
      .flatMap((file) => readFileSync(join(dir, file), 'utf8').split('\n'))
      .filter(Boolean)
      .map((line) => Number(line.split(' ')[2]) / 1000)
      .sort((a, b) => a - b);
    const at = (share: number) =>
      Math.round((latencies[Math.floor(latencies.length * share)] ?? 0) * 10) / 10;
    return { requestsPerSecond: tps, p50: at(0.5), p99: at(0.99), errors: failed, non2xx: 0 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
