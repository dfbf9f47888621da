import type { LoadResult } from '../lib/load.js';

export interface ScenarioResult {
  /** What this row measured when a scenario reports several (`64 players`). */
  label?: string;
  subject: LoadResult;
  baseline: LoadResult;
  /** What the baseline is, when it is not the scenario's own bare client. */
  baselineName?: string;
  /** The settings the figures were taken with (pool sizes, client counts), kept in the results. */
  settings?: Record<string, number | string>;
  /** The ratio subject / baseline we aim for. */
  target: number;
  /** When set, the subject's p99 latency must also stay within this many times its p50. */
  tailTarget?: number;
  /** When set, the subject's p99 latency must also stay within this many milliseconds. */
  p99TargetMs?: number;
}

export interface Scenario {
  name: string;
  /** The databases it measures on; both when not said. */
  databases?: readonly ('pglite' | 'postgres')[];
  /** One result, or one per setting it measures. */
  run(env: Record<string, string>): Promise<ScenarioResult | ScenarioResult[]>;
}
