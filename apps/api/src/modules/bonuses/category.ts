import { bonusCategorySchema } from '@jackdaw/contracts';
import type { SqlSession } from '../../db/client.js';
import { gameBonusFacts } from '../games/index.js';
import type { CategoryReader } from './stake-hook.js';
import { categoryFromCatalogue } from './wagering.js';

/**
 * A provider game's contribution category: its own `bonus_category`, else mapped from its
 * catalogue categories; an unknown game counts as `other` (0 %).
 */
export const categoryOfGame: CategoryReader = async (tx: SqlSession, provider, gameId) => {
  if (gameId === undefined) return { category: 'other', excluded: false };
  const facts = await gameBonusFacts(tx, provider, gameId);
  if (!facts) return { category: 'other', excluded: false };
  const own = bonusCategorySchema.safeParse(facts.bonusCategory);
  return {
    category: own.success ? own.data : categoryFromCatalogue(facts.categories),
    excluded: facts.excluded,
  };
};
