import { useEffect, useState } from 'react';

let painted = false;

/**
 * False during the page's first render, true once its first frame is on screen (and from then
 * on, for every later render). A phone then paints the top of the page (the banner, its largest
 * paint) in a short first task, and only after it builds what lies below and starts that part's
 * downloads. The start-up preloader covers the page meanwhile, so no one sees the two steps.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs before its paint; the timeout after it runs once it is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        painted = true;
        setReady(true);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}
