import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CASINO_CATEGORIES, paths, type CasinoCategory } from '../../../config/paths';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';

/** The category navigation of the casino layout, as a row of chips (scrolls on phones). */
export function CategoryChips({ active }: { active: CasinoCategory }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <nav aria-label={t('nav.categories')} className="-mx-3 overflow-x-auto px-3 md:mx-0 md:px-0">
      <ul className="flex gap-2 pb-1">
        {CASINO_CATEGORIES.map((category) => (
          <li key={category} className="shrink-0">
            <Link
              to={localized(paths.category(category))}
              aria-current={category === active ? 'page' : undefined}
              className="block rounded-full border border-border px-4 py-2 text-sm font-semibold text-text-muted hover:text-text aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-accent-contrast"
            >
              {t(`category.${category}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
