import { useEffect, useState } from 'react';
import { checkCrashRound, type CrashRoundCheck, type CrashRoundToCheck } from './check-crash-round';

export type CrashCheckState =
  | { status: 'idle' }
  | { status: 'checking'; done: number; total: number }
  | { status: 'done'; check: CrashRoundCheck }
  | { status: 'failed' };

/** Repaint the progress bar at most this many times over a walk. */
const PROGRESS_STEPS = 100;

const keyOf = (input: CrashRoundToCheck | null) =>
  input ? [input.round, input.hash, input.salt, input.terminatingHash, input.shown].join('\n') : '';

/**
 * Runs checkCrashRound for `input` (none: idle), again whenever its fields change, abandoning
 * the walk under way when they change or the page leaves.
 */
export function useCrashCheck(input: CrashRoundToCheck | null): CrashCheckState {
  const key = keyOf(input);
  // What the walk of `key` last reported; a report of an older key is not shown.
  const [report, setReport] = useState<{ key: string; state: CrashCheckState } | null>(null);

  useEffect(() => {
    if (!input) return;
    const controller = new AbortController();
    let shown = 0;
    checkCrashRound(input, {
      signal: controller.signal,
      onProgress: (done, total) => {
        if (done < total && done - shown < total / PROGRESS_STEPS) return;
        shown = done;
        setReport({ key, state: { status: 'checking', done, total } });
      },
    }).then(
      (check) => setReport({ key, state: { status: 'done', check } }),
      () => {
        if (!controller.signal.aborted) setReport({ key, state: { status: 'failed' } });
      },
    );
    return () => controller.abort();
    // The key stands for the input's fields: a new object with the same fields is the same check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (!input) return { status: 'idle' };
  if (report?.key === key) return report.state;
  return { status: 'checking', done: 0, total: input.round };
}
