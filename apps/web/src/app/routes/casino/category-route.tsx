import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CASINO_CATEGORIES, type CasinoCategory } from '../../../config/paths';
import { useCasinoFilters } from '../../../features/casino/casino-filters';
import { track } from '../../../shared/lib/analytics';
import { PageTitle } from '../../../shared/ui/page-title';
import { CategoryChips } from './category-chips';

/** The casino home (popular) and every category route: its heading and its game list area. */
export function CategoryRoute({ category }: { category: CasinoCategory }) {
  const { t } = useTranslation();
  const setCategory = useCasinoFilters((state) => state.setCategory);
  useEffect(() => {
    setCategory(category);
    track('view_category', { category });
  }, [category, setCategory]);
  return (
    <section className="flex flex-col gap-4" aria-labelledby="category-title">
      <CategoryChips active={category} />
      <div id="category-title">
        <PageTitle text={category === 'popular' ? t('home.title') : t(`category.${category}`)} />
      </div>
      <p className="text-text-muted">
        {t(category === 'popular' ? 'home.subtitle' : 'casino.categoryIntro')}
      </p>
      <div
        role="status"
        className="rounded-card border border-dashed border-border p-8 text-center text-text-muted"
      >
        {t('casino.noGames')}
      </div>
    </section>
  );
}

export const categoryRoutes = CASINO_CATEGORIES;
