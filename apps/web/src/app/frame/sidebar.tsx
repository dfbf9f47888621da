import { layout } from '@jackdaw/contracts';
import { useTranslation } from 'react-i18next';
import { useIsMobile, useMediaQuery } from '../../shared/lib/use-media-query';
import { sidebarWidth, useUiStore } from '../../shared/state/ui-store';
import { CategoryNav } from './category-nav';

/**
 * Desktop sidebar: 256 px open, 76 px collapsed; collapses by itself below 1370 px. Phones never
 * show it (the tab bar and the category chips take its place), so they do not build it either:
 * it is a quarter of the casino page's elements, and a phone's first render is its slowest task.
 */
export function Sidebar() {
  return useIsMobile() ? null : <DesktopSidebar />;
}

function DesktopSidebar() {
  const { t } = useTranslation();
  const open = useUiStore((state) => state.sidebarOpen);
  const toggle = useUiStore((state) => state.toggleSidebar);
  const narrow = useMediaQuery(`(max-width: ${layout.sidebarCollapseBelow - 0.02}px)`);
  const expanded = open && !narrow;
  return (
    <aside
      data-testid="sidebar"
      data-expanded={expanded}
      style={{ width: sidebarWidth(expanded) }}
      className="sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col overflow-y-auto border-r border-border bg-surface p-3 transition-[width] md:flex"
    >
      <button
        type="button"
        onClick={toggle}
        disabled={narrow}
        aria-expanded={expanded}
        aria-label={expanded ? t('nav.collapse') : t('nav.expand')}
        className="mb-3 flex h-9 w-9 items-center justify-center self-end rounded-lg text-text-muted hover:bg-surface-raised disabled:opacity-40"
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d={expanded ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'}
            stroke="currentColor"
            strokeWidth="2"
            fill="none"
          />
        </svg>
      </button>
      {/* The page's category chips are its "Game categories"; this is the desktop's menu. */}
      <CategoryNav collapsed={!expanded} label={t('nav.menu')} />
    </aside>
  );
}
