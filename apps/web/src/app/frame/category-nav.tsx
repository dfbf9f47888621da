import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { CASINO_CATEGORIES, paths, type CasinoCategory } from '../../config/paths';
import { useCasinoFilters } from '../../features/games/casino-filters';
import { useLocalizedPath } from '../../shared/lib/use-localized-path';
import { NavIcon } from './nav-icon';

/** Popular (home), Favorites, the category routes, and Live casino on its own (spec core §2). */
const ordered: CasinoCategory[] = [
  'popular',
  'favorite',
  ...CASINO_CATEGORIES.filter((c) => c !== 'popular' && c !== 'favorite' && c !== 'live-casino'),
];

export function CategoryNav({
  collapsed = false,
  label,
  onNavigate,
}: {
  collapsed?: boolean;
  /** The landmark's name where another "Game categories" shares the page (the category chips). */
  label?: string;
  onNavigate?(): void;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const setCategory = useCasinoFilters((state) => state.setCategory);
  const item = (category: CasinoCategory, index: number) => {
    const label = t(`category.${category}`);
    return (
      <li key={category}>
        <NavLink
          to={localized(paths.category(category))}
          end
          title={collapsed ? label : undefined}
          onClick={() => {
            setCategory(category);
            onNavigate?.();
          }}
          className="flex h-11 items-center gap-3 rounded-lg px-2 text-sm text-text-muted hover:bg-surface-raised hover:text-text aria-[current=page]:bg-surface-raised aria-[current=page]:text-text"
        >
          <NavIcon label={label} hue={(index * 37) % 360} />
          <span className={collapsed ? 'sr-only' : 'truncate'}>{label}</span>
        </NavLink>
      </li>
    );
  };
  return (
    <nav aria-label={label ?? t('nav.categories')}>
      <ul className="flex flex-col gap-1">{ordered.map(item)}</ul>
      <div className="my-3 border-t border-border" />
      <ul className="flex flex-col gap-1">{item('live-casino', ordered.length)}</ul>
    </nav>
  );
}
