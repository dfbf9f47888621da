import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { lazyImport } from '../shared/lib/lazy-import';
import { MOBILE_ONLY_POPUPS, POPUP_NAMES, type PopupName } from '../features/popups/popup-names';

export interface PopupViewProps {
  name: PopupName;
  close(): void;
}

type PopupView = LazyExoticComponent<ComponentType<PopupViewProps>>;

export interface PopupEntry {
  desktop?: PopupView;
  mobile?: PopupView;
}

const frame = lazy(() =>
  lazyImport(() => import('../features/popups/views/frame-popup')).then((m) => ({
    default: m.FramePopup,
  })),
);
const language = lazy(() =>
  lazyImport(() => import('../features/popups/views/change-language-popup')).then((m) => ({
    default: m.ChangeLanguagePopup,
  })),
);
const sideMenu = lazy(() =>
  lazyImport(() => import('../features/popups/views/side-menu-popup')).then((m) => ({
    default: m.SideMenuPopup,
  })),
);
const logout = lazy(() =>
  lazyImport(() => import('../features/popups/views/logout-confirm-popup')).then((m) => ({
    default: m.LogoutConfirmPopup,
  })),
);

const special: Partial<Record<PopupName, PopupView>> = {
  'change-language': language,
  'side-menu': sideMenu,
  'logout-confirm': logout,
};

/**
 * Popup name → its desktop (modal) and mobile (full window) views, loaded on demand. Views whose
 * content arrives with later features show their final frame: title, text and actions.
 */
export const popupRegistry: Record<PopupName, PopupEntry> = Object.fromEntries(
  POPUP_NAMES.map((name) => {
    const view = special[name] ?? frame;
    return [
      name,
      MOBILE_ONLY_POPUPS.has(name) ? { mobile: view } : { desktop: view, mobile: view },
    ];
  }),
) as Record<PopupName, PopupEntry>;
