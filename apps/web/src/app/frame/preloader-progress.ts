import { preloader } from '@jackdaw/contracts';

/**
 * The preloader's shown progress moves toward the loaded share by 25 points every 50 ms (spec
 * core §4 "Start-up loading"). Pure, so the steps are tested without a browser.
 */
export function nextShownProgress(shown: number, loadedShare: number): number {
  const target = Math.round(Math.min(1, Math.max(0, loadedShare)) * 100);
  if (shown >= target) return shown;
  return Math.min(target, shown + preloader.progressStep);
}

export function loadedShare(flags: boolean[]): number {
  return flags.length === 0 ? 1 : flags.filter(Boolean).length / flags.length;
}
