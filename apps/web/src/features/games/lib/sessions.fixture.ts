import type { UserProfile } from '@jackdaw/contracts';

// The session states the game rules read, for their unit tests (gate.ts, launch-mode.ts).
export const player = (balance: number, bonusBalance = 0) =>
  ({
    status: 'player',
    user: { balance: { balance, bonusBalance } } as unknown as UserProfile,
  }) as const;
export const guest = { status: 'guest', user: null } as const;
export const unknown = { status: 'unknown', user: null } as const;
