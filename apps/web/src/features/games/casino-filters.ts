import { create } from 'zustand';
import type { CasinoCategory } from '../../config/paths';

/**
 * The game list's filters that the shell's navigation resets (spec core §2 "Top navigation").
 * The catalogue issue reads them for its queries.
 */
interface CasinoFilters {
  category: CasinoCategory;
  providers: string[];
  search: string;
  setCategory(category: CasinoCategory): void;
  resetCategory(): void;
  showLiveCasino(): void;
}

export const useCasinoFilters = create<CasinoFilters>((set) => ({
  category: 'popular',
  providers: [],
  search: '',
  setCategory: (category) => set({ category }),
  resetCategory: () => set({ category: 'popular' }),
  showLiveCasino: () => set({ category: 'live-casino', providers: [], search: '' }),
}));
