import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isPopupName } from '../../config/popups';
import { lazyImport } from '../../shared/lib/lazy-import';
import { createMountTracker } from '../../shared/lib/popup-timing';
import { useIsMobile } from '../../shared/lib/use-media-query';
import { usePopup } from '../../shared/lib/use-popup';
import { Button } from '../../shared/ui/button';
import { OfflineBoundary } from '../routes/pages/offline-boundary';
import { popupRegistry } from './popup-registry';

// The dialog primitive loads with the first popup, not with the page.
const PopupDialog = lazy(() =>
  lazyImport(() => import('../../shared/ui/popup-dialog')).then((m) => ({
    default: m.PopupDialog,
  })),
);

/** Mounts the popup the URL names, with the spec's timing, as a modal or a full window. */
export function PopupHost() {
  const [searchParams] = useSearchParams();
  const param = searchParams.get('popup');
  const isMobile = useIsMobile();
  const { close } = usePopup();
  const [mounted, setMounted] = useState<string | null>(null);
  const [tracker] = useState(() => createMountTracker(setMounted));
  useEffect(() => tracker.update(param), [param, tracker]);
  useEffect(() => () => tracker.dispose(), [tracker]);

  if (!mounted) return null;
  if (!isPopupName(mounted)) {
    console.error(`popup '${mounted}' is unknown`);
    return null;
  }
  const View = isMobile ? popupRegistry[mounted].mobile : popupRegistry[mounted].desktop;
  if (!View) {
    console.error(`popup '${mounted}' has no ${isMobile ? 'mobile' : 'desktop'} view`);
    return null;
  }
  return (
    <OfflineBoundary
      key={mounted}
      onRetry={reloadOnline}
      fallback={(retry) => <PopupOffline onRetry={retry} onClose={close} />}
    >
      <Suspense fallback={null}>
        <PopupDialog open={param === mounted} fullWindow={isMobile} onClose={close}>
          <View name={mounted} close={close} />
        </PopupDialog>
      </Suspense>
    </OfflineBoundary>
  );
}

/**
 * A popup's part loads again only with the page (the browser keeps a failed module as failed),
 * and the address still names the popup: back online, a reload opens it.
 */
function reloadOnline() {
  if (navigator.onLine) window.location.reload();
}

/** Said in place of a popup whose part could not be loaded: the player asked for something. */
function PopupOffline({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-popup-offline
      className="fixed inset-x-3 bottom-20 z-[60] mx-auto flex max-w-[480px] flex-col gap-3 rounded-card border border-border bg-surface-raised p-4 shadow-lg md:bottom-6"
    >
      <p className="font-bold">{t('offline.title')}</p>
      <p className="text-sm text-text-muted">{t('offline.popup.body')}</p>
      <div className="flex gap-2">
        <Button size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
    </div>
  );
}
