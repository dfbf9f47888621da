import type { SqlSession } from '../../db/client.js';

/** A game as bonus wagering sees it: its own category, its catalogue categories, its exclusion. */
export interface GameBonusFacts {
  /** `games.bonus_category` (staff-set), or null. */
  bonusCategory: string | null;
  /** Its catalogue category slugs, in the catalogue's order. */
  categories: string[];
  /** Barred from bonus play (engagement §5): its stakes add no wagering. */
  excluded: boolean;
}

/**
 * The bonus facts of a provider's game, by the provider alias and the provider's own game id
 * (the seamless wallet's `gameId`); null for a game the catalogue does not know. Runs in the
 * caller's transaction (the bonuses module's stake hook, on a bet with an active bonus).
 */
export async function gameBonusFacts(
  executor: SqlSession,
  provider: string,
  externalId: string,
): Promise<GameBonusFacts | null> {
  const [row] = await executor.query<{
    bonus_category: string | null;
    bonus_excluded: boolean;
    categories: string[] | null;
  }>(
    `select g.bonus_category, g.bonus_excluded,
       array(select c.slug from game_category_links l
             join game_categories c on c.id = l.category_id
             where l.game_id = g.id order by c.sort_order) as categories
     from games g join game_providers p on p.id = g.provider_id
     where p.alias = $1 and g.external_id = $2
     limit 1`,
    [provider, externalId],
  );
  if (!row) return null;
  return {
    bonusCategory: row.bonus_category,
    categories: row.categories ?? [],
    excluded: row.bonus_excluded,
  };
}
