import fp from 'fastify-plugin';
import type { GamesService } from './games.service.js';

/** The `pop` order counts real-money rounds of this many last days. */
export const POPULARITY_WINDOW_DAYS = 30;
/** How often the counts are taken again. */
export const POPULARITY_REFRESH_MS = 5 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts the recent real-money rounds of every game again now (the interval does it every
     * `POPULARITY_REFRESH_MS`); answers how many games changed. Concurrent calls share one run.
     */
    refreshGamePopularity(): Promise<number>;
  }
}

/**
 * Keeps the `pop` order fed by real play: one count when the app gets ready (so a start never
 * serves counts older than the interval), then an interval, stopped (waiting for a run under way)
 * when the app closes.
 */
export const gamesPopularity = fp<{ games: GamesService; intervalMs?: number }>(
  async (app, { games, intervalMs = POPULARITY_REFRESH_MS }) => {
    let running: Promise<number> | undefined;
    const refresh = () =>
      (running ??= games.refreshPopularity().finally(() => {
        running = undefined;
      }));
    app.decorate('refreshGamePopularity', refresh);

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await refresh();
      timer = setInterval(() => {
        refresh().catch((error: unknown) =>
          app.log.error({ err: error }, 'game popularity refresh failed'),
        );
      }, intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: 'games-popularity' },
);
