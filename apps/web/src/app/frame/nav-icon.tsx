import {
  CircleDot,
  Cherry,
  Club,
  Diamond,
  Dices,
  Eraser,
  Flame,
  Gamepad2,
  Gem,
  Grid3x3,
  Hash,
  Heart,
  MonitorPlay,
  Plane,
  Shapes,
  Spade,
  Sparkles,
  Ticket,
  Trophy,
  Video,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { CasinoCategory } from '../../config/paths';

/**
 * One Lucide icon per category route (spec core §2, §3), the same wherever categories are shown:
 * the sidebar, the phone's category menu and the category chips. Named imports, so only these
 * icons ship.
 */
export const CATEGORY_ICONS: Record<CasinoCategory, LucideIcon> = {
  popular: Flame,
  new: Sparkles,
  favorite: Heart,
  slots: Cherry,
  crash: Plane,
  table: Dices,
  lottery: Ticket,
  'video-poker': MonitorPlay,
  roulette: CircleDot,
  blackjack: Spade,
  scratch: Eraser,
  poker: Club,
  bingo: Grid3x3,
  'v-sport': Trophy,
  baccara: Diamond,
  arcade: Gamepad2,
  keno: Hash,
  instant: Zap,
  other: Shapes,
  'live-casino': Video,
  jackpot: Gem,
};

/** A category's icon, drawn in the current text colour. */
export function CategoryIcon({ category, size = 18 }: { category: CasinoCategory; size?: number }) {
  const Icon = CATEGORY_ICONS[category];
  return <Icon aria-hidden="true" size={size} strokeWidth={2} className="shrink-0" />;
}

/** A navigation entry's mark: the category's icon on a tinted square. */
export function NavIcon({ category }: { category: CasinoCategory }) {
  return (
    <span
      aria-hidden="true"
      data-category-icon={category}
      className="grid h-8 w-8 shrink-0 place-items-center rounded-lg bg-surface-raised text-accent"
    >
      <CategoryIcon category={category} />
    </span>
  );
}
