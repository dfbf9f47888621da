import type { BonusCategory } from '@jackdaw/contracts';

/**
 * The name of a turnover-contribution category (engagement §9): the lobby's category name where
 * the catalogue has one, else the bonus page's own.
 */
const KEYS: Record<BonusCategory, string> = {
  slots: 'category.slots',
  live: 'bonuses.category.live',
  tv_games: 'bonuses.category.tv_games',
  virtual_sports: 'category.v-sport',
  table: 'category.table',
  poker: 'category.poker',
  video_poker: 'category.video-poker',
  roulette: 'category.roulette',
  baccarat: 'category.baccara',
  blackjack: 'category.blackjack',
  lottery: 'category.lottery',
  scratch: 'category.scratch',
  bingo: 'category.bingo',
  keno: 'category.keno',
  live_casino: 'category.live-casino',
  crash: 'bonuses.category.crash',
  other: 'category.other',
};

export const categoryKey = (category: BonusCategory): string => KEYS[category];
