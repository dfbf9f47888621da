import type { LoadResult } from '../lib/load.js';

export interface ScenarioResult {
  subject: LoadResult;
  baseline: LoadResult;
  /** The ratio subject / baseline we aim for. */
  target: number;
  /** When set, the subject's p99 latency must also stay within this many times its p50. */
  tailTarget?: number;
}

export interface Scenario {
  name: string;
  run(env: Record<string, string>): Promise<ScenarioResult>;
}
