import { layout } from '@jackdaw/contracts';
import { create } from 'zustand';
import { storage, storageKeys } from '../lib/storage';

type LoadingRegion = 'sidebar' | 'header' | 'banner' | 'content';

interface UiState {
  /** Set by any 5xx on the start-up calls; the shell then shows the service error page. */
  serviceError: boolean;
  /** The player's choice; the sidebar also collapses by itself below 1370 px. */
  sidebarOpen: boolean;
  loading: Record<LoadingRegion, boolean>;
  /** Path plus query before the last top-navigation click. */
  previousPage: string | null;
  /** The support chat panel is expanded (features/support). */
  chatOpen: boolean;
  /** A support message arrived while the chat was closed (the dot in the sidebar and tab bar). */
  chatUnread: boolean;
  setServiceError(value: boolean): void;
  toggleSidebar(): void;
  setLoading(region: LoadingRegion, value: boolean): void;
  rememberPage(page: string): void;
  setChatOpen(value: boolean): void;
  setChatUnread(value: boolean): void;
}

export const useUiStore = create<UiState>((set) => ({
  serviceError: false,
  sidebarOpen: storage.get(storageKeys.sideMenu) !== 'closed',
  loading: { sidebar: false, header: false, banner: false, content: false },
  previousPage: null,
  chatOpen: false,
  chatUnread: false,
  setServiceError: (serviceError) => set({ serviceError }),
  toggleSidebar: () =>
    set((state) => {
      storage.set(storageKeys.sideMenu, state.sidebarOpen ? 'closed' : 'open');
      return { sidebarOpen: !state.sidebarOpen };
    }),
  setLoading: (region, value) =>
    set((state) =>
      state.loading[region] === value ? state : { loading: { ...state.loading, [region]: value } },
    ),
  rememberPage: (previousPage) => set({ previousPage }),
  setChatOpen: (chatOpen) => set({ chatOpen }),
  setChatUnread: (chatUnread) => set({ chatUnread }),
}));

export const sidebarWidth = (open: boolean) =>
  open ? layout.sidebarOpen : layout.sidebarCollapsed;
