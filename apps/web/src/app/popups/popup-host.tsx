import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isPopupName } from '../../config/popups';
import { lazyImport } from '../../shared/lib/lazy-import';
import { createMountTracker } from '../../shared/lib/popup-timing';
import { useIsMobile } from '../../shared/lib/use-media-query';
import { usePopup } from '../../shared/lib/use-popup';
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
    <Suspense fallback={null}>
      <PopupDialog open={param === mounted} fullWindow={isMobile} onClose={close}>
        <View name={mounted} close={close} />
      </PopupDialog>
    </Suspense>
  );
}
