/** How long each part of a spin is shown, in milliseconds; turbo shortens everything. */
export interface Timings {
  /** Reel i stops after `reelStop + i × reelStagger`. */
  reelStop: number;
  reelStagger: number;
  /** Each win line on its own. */
  perWin: number;
  /** The free-spins award before the first free spin. */
  feature: number;
  /** Between two autoplayed or free spins. */
  pause: number;
}

export const NORMAL: Timings = {
  reelStop: 600,
  reelStagger: 160,
  perWin: 900,
  feature: 1500,
  pause: 350,
};
export const TURBO: Timings = {
  reelStop: 220,
  reelStagger: 50,
  perWin: 350,
  feature: 700,
  pause: 80,
};

export const spinDuration = (timings: Timings, reels: number) =>
  timings.reelStop + (reels - 1) * timings.reelStagger;
