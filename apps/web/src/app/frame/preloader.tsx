import { preloader } from '@jackdaw/contracts';
import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencies } from '../../shared/api/get-currencies';
import { useLanguages } from '../../shared/api/get-languages';
import { useUiStore } from '../../shared/state/ui-store';
import { loadedShare, nextShownProgress } from './preloader-progress';

/** Images the casino shell shows at once; cached while the preloader runs (main variant only). */
const shellImages = [
  '/favicon.svg',
  '/images/aviator.svg',
  '/images/tile-crazy-time.svg',
  '/images/tile-live-casino.svg',
  '/images/tile-asian-games.svg',
];

function cacheImage(src: string): Promise<void> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => {
      console.warn(`preloader: image ${src} timed out`);
      resolve();
    }, preloader.imageTimeout);
    image.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    image.onerror = () => {
      clearTimeout(timer);
      console.warn(`preloader: image ${src} failed`);
      resolve();
    };
    image.src = src;
  });
}

/**
 * Drives the preloader drawn by index.html (so something shows before any script runs): the
 * bar follows the share of currencies, languages, localization (and shell images) loaded; the
 * overlay hides 550 ms after 100 % and is removed 3500 ms later. It never stays longer than the
 * close time (2000 ms, landing 400 ms), so a slow call cannot hold the page hostage, and it is
 * not shown at all under a service error.
 */
export function Preloader({ variant }: { variant: 'main' | 'landing' }) {
  const { ready: localization } = useTranslation();
  const currencies = useCurrencies();
  const languages = useLanguages();
  const serviceError = useUiStore((state) => state.serviceError);
  const [images, setImages] = useState(variant === 'landing');
  const [shown, setShown] = useState(0);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    if (variant === 'landing') return;
    void Promise.all(shellImages.map(cacheImage)).then(() => setImages(true));
  }, [variant]);

  const flags = [!currencies.isPending, !languages.isPending, localization];
  if (variant === 'main') flags.push(images);
  const share = loadedShare(flags);

  useEffect(() => {
    if (shown >= 100) return;
    const timer = setTimeout(
      () => setShown((value) => nextShownProgress(value, share)),
      preloader.progressInterval,
    );
    return () => clearTimeout(timer);
  }, [share, shown]);

  useEffect(() => {
    const timer = setTimeout(
      () => setClosed(true),
      variant === 'main' ? preloader.closeMain : preloader.closeLanding,
    );
    return () => clearTimeout(timer);
  }, [variant]);

  const element = typeof document === 'undefined' ? null : document.getElementById('preloader');
  useEffect(() => {
    if (!element) return;
    element.style.setProperty('--progress', `${shown}%`);
    element.setAttribute('aria-valuenow', String(shown));
  }, [element, shown]);

  useEffect(() => {
    if (!element) return;
    if (serviceError) {
      element.remove();
      return;
    }
    if (shown < 100 && !closed) return;
    const hide = setTimeout(
      () => element.classList.add('preloader-hidden'),
      shown >= 100 ? preloader.hideAfterComplete : 0,
    );
    const remove = setTimeout(
      () => element.remove(),
      preloader.hideAfterComplete + preloader.removeAfterHide,
    );
    return () => {
      clearTimeout(hide);
      clearTimeout(remove);
    };
  }, [closed, element, serviceError, shown]);

  return null;
}

/** A thin bar while any part of the page loads; a note on slow connections. */
export function LoaderOverlay() {
  const { t } = useTranslation();
  const regions = useUiStore((state) => state.loading);
  const fetching = useIsFetching();
  const busy = fetching > 0 || Object.values(regions).some(Boolean);
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const connection = (
      navigator as Navigator & {
        connection?: {
          downlink?: number;
          addEventListener?: (type: string, cb: () => void) => void;
        };
      }
    ).connection;
    if (!connection) return;
    const check = () =>
      setSlow(typeof connection.downlink === 'number' && connection.downlink <= 0.7);
    check();
    connection.addEventListener?.('change', check);
  }, []);
  return (
    <>
      {busy ? (
        <div
          role="progressbar"
          aria-label={t('common.loading')}
          className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden"
        >
          <div className="h-full w-1/3 animate-[loader_1s_ease-in-out_infinite] bg-accent" />
        </div>
      ) : null}
      {slow && busy ? (
        <div
          role="status"
          className="fixed bottom-20 left-1/2 z-[60] -translate-x-1/2 rounded-full border border-border bg-surface-raised px-4 py-2 text-xs shadow-lg md:bottom-6"
        >
          {t('common.slowConnection')}
        </div>
      ) : null}
    </>
  );
}
