import { describe, expect, it } from 'vitest';
import { recentRounds, windowStart } from './recent-rounds.js';

describe('recent rounds', () => {
  it("names the studio's titles as its games and keeps each provider's game ids", async () => {
    const asked: Date[] = [];
    const since = new Date('2026-11-01T00:00:00Z');
    const counts = await recentRounds(
      {
        studio: async (from) => {
          asked.push(from);
          return [{ titleId: 'pharaohs-tomb', rounds: 3 }];
        },
        providers: async (from) => {
          asked.push(from);
          return [
            { provider: 'acme', gameId: 'acme-701', rounds: 4 },
            { provider: 'other', gameId: 'pharaohs-tomb', rounds: 1 },
          ];
        },
      },
      since,
    );
    expect(counts).toEqual([
      { provider: 'jackdaw', externalId: 'pharaohs-tomb', rounds: 3 },
      { provider: 'acme', externalId: 'acme-701', rounds: 4 },
      { provider: 'other', externalId: 'pharaohs-tomb', rounds: 1 },
    ]);
    expect(asked).toEqual([since, since]);
  });

  it('starts the window whole days before now', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(windowStart(30, now).toISOString()).toBe('2026-10-26T12:00:00.000Z');
  });
});
