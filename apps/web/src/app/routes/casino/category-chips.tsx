import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, type CasinoCategory } from '../../../config/paths';
import { useOpenableCategories } from '../../../features/games/api/get-categories';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import { CategoryIcon } from '../../frame/nav-icon';

/**
 * The category navigation of the casino layout, as a row of chips (scrolls on phones): the
 * categories with games, and the one shown now even when it has none (a link followed from
 * elsewhere).
 */
export function CategoryChips({ active }: { active: CasinoCategory }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const openable = useOpenableCategories();
  const shown = openable.includes(active) ? openable : [...openable, active];
  return (
    <nav aria-label={t('nav.categories')} className="-mx-3 overflow-x-auto px-3 md:mx-0 md:px-0">
      <ul className="flex gap-2 pb-1">
        {shown.map((category) => (
          <li key={category} className="shrink-0">
            <Link
              to={localized(paths.category(category))}
              aria-current={category === active ? 'page' : undefined}
              className="flex items-center gap-2 rounded-full border border-border px-4 py-2 text-sm font-semibold text-text-muted hover:text-text aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-accent-contrast"
            >
              <CategoryIcon category={category} size={16} />
              {t(`category.${category}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
