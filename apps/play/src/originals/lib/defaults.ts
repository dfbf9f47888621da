import type { OriginalGameId } from '@jackdaw/contracts';

/**
 * Each game's parameters before the player changes them: even odds where a game has a choice,
 * the medium of the ranges otherwise (plinko 16 rows as players know it, 3 mines).
 */
export const DEFAULT_PARAMS: Record<OriginalGameId, Record<string, unknown>> = {
  dice: { target: 5_050, direction: 'over' },
  limbo: { target: 200 },
  plinko: { rows: 16, risk: 'medium' },
  mines: { mines: 3 },
  keno: { picks: [], risk: 'classic' },
  hilo: {},
  wheel: { segments: 30, risk: 'medium' },
  flip: {},
};
