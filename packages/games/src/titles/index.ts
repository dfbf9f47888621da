import type { SlotTitle } from '../slots/engine/types.js';
import { abyssWays } from './abyss-ways.js';
import { dragonsHoard } from './dragons-hoard.js';
import { fruitClassic } from './fruit-classic.js';
import { jungleWays } from './jungle-ways.js';
import { pharaohsTomb } from './pharaohs-tomb.js';

export { abyssWays, dragonsHoard, fruitClassic, jungleWays, pharaohsTomb };

/** Every slot title of the studio, from the lowest volatility to the highest. */
export const SLOT_TITLES: readonly SlotTitle[] = [
  fruitClassic,
  jungleWays,
  pharaohsTomb,
  dragonsHoard,
  abyssWays,
];

/** The title with this id (alias), or undefined. */
export function findSlotTitle(id: string): SlotTitle | undefined {
  return SLOT_TITLES.find((title) => title.id === id);
}
