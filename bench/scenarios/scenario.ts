import type { LoadResult } from '../lib/load.js';

export interface ScenarioResult {
  subject: LoadResult;
  baseline: LoadResult;
  /** The ratio subject / baseline we aim for. */
  target: number;
}

export interface Scenario {
  name: string;
  run(env: Record<string, string>): Promise<ScenarioResult>;
}
