import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths, type CasinoCategory } from '../../config/paths';
import { useOpenableCategories } from '../../features/games/api/get-categories';
import { useCasinoFilters } from '../../features/games/casino-filters';
import { useLocalizedPath } from '../../shared/lib/use-localized-path';
import { NavIcon } from './nav-icon';

/**
 * Popular (home), Favorites, the category routes, and Live casino on its own (spec core §2); a
 * category without games is left out until it has some.
 */
function menuOrder(openable: CasinoCategory[]): CasinoCategory[] {
  const first: CasinoCategory[] = ['popular', 'favorite'];
  return [
    ...first.filter((category) => openable.includes(category)),
    ...openable.filter((category) => !first.includes(category) && category !== 'live-casino'),
  ];
}

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
  const openable = useOpenableCategories();
  const ordered = menuOrder(openable);
  const item = (category: CasinoCategory) => {
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
          <NavIcon category={category} />
          <span className={collapsed ? 'sr-only' : 'truncate'}>{label}</span>
        </NavLink>
      </li>
    );
  };
  return (
    <nav aria-label={label ?? t('nav.categories')}>
      <ul className="flex flex-col gap-1">{ordered.map(item)}</ul>
      {openable.includes('live-casino') ? (
        <>
          <div className="my-3 border-t border-border" />
          <ul className="flex flex-col gap-1">{item('live-casino')}</ul>
        </>
      ) : null}
    </nav>
  );
}
