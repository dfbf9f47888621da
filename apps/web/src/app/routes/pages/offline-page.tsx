import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOffline } from '../../../shared/lib/lazy-import';
import { Button } from '../../../shared/ui/button';
import { PageTitle } from '../../../shared/ui/page-title';

/**
 * What a screen shows, inside the shell, when its part of the site could not be loaded. Offline:
 * "You are offline", and the screen loads again by itself when the connection is back (or on
 * Retry). Online, the part itself is missing (a new version of the site replaced it): Reload
 * fetches the page anew.
 */
export function OfflinePage({
  failedOffline,
  onRetry,
}: {
  /** The load failed while offline: the screen is retried once the connection is back. */
  failedOffline: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const [offline, setOffline] = useState(() => failedOffline || isOffline());
  // A page has one main landmark: inside a layout that has one, this is a plain block.
  const ref = useRef<HTMLDivElement>(null);
  const [inMain, setInMain] = useState(true);
  useEffect(() => {
    setInMain(Boolean(ref.current?.parentElement?.closest('main')));
  }, []);
  useEffect(() => {
    const online = () => {
      setOffline(false);
      onRetry();
    };
    const offlineAgain = () => setOffline(true);
    window.addEventListener('online', online);
    window.addEventListener('offline', offlineAgain);
    // Back online before this listener was added (the load failed offline): retry now.
    if (offline && !isOffline()) online();
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offlineAgain);
    };
  }, [offline, onRetry]);
  const name = offline ? 'offline' : 'offline.failed';
  const content = (
    <>
      <PageTitle text={t(`${name}.title`)} />
      <p className="text-text-muted">{t(`${name}.body`)}</p>
      <Button size="lg" onClick={() => (offline ? onRetry() : window.location.reload())}>
        {offline ? t('common.retry') : t('offline.failed.reload')}
      </Button>
    </>
  );
  const className =
    'mx-auto flex min-h-[60dvh] max-w-[560px] flex-col items-center justify-center gap-4 px-4 text-center';
  return inMain ? (
    <div ref={ref} data-status-page="offline" className={className}>
      {content}
    </div>
  ) : (
    <main id="content" data-status-page="offline" className={className}>
      {content}
    </main>
  );
}
