import { useEffect } from 'react';

/**
 * On phones and tablets the site asks for fullscreen at the first touch (browsers allow it only
 * in answer to a gesture). A refusal is normal and silent.
 */
export function useFullscreenOnMobile(): void {
  useEffect(() => {
    const coarse = window.matchMedia('(pointer: coarse)').matches;
    const mobile = /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
    if (!coarse || !mobile || !document.documentElement.requestFullscreen) return;
    const onTouch = () => {
      if (!document.fullscreenElement) {
        document.documentElement.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined);
      }
    };
    window.addEventListener('pointerup', onTouch, { once: true });
    return () => window.removeEventListener('pointerup', onTouch);
  }, []);
}
