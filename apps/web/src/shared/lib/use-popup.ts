import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isPopupName, type PopupName } from '../../config/popups';
import { openPopupInSteps } from './popup-timing';

/**
 * The page's one pending open. A newer open or a close replaces it; the caller unmounting does
 * not, because a popup opening the next one (sign-in → recovery) unmounts before the second step.
 */
let cancelPendingOpen: () => void = () => undefined;

/** The popup named by the URL, and the way to open or close one. The URL is its only state. */
export function usePopup() {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('popup');
  const current = isPopupName(raw) ? raw : null;

  const close = useCallback(() => {
    cancelPendingOpen();
    setSearchParams(
      (params) => {
        params.delete('popup');
        params.delete('subpopup');
        return params;
      },
      { replace: true },
    );
  }, [setSearchParams]);

  const open = useCallback(
    (name: PopupName, extra: Record<string, string> = {}) => {
      cancelPendingOpen();
      cancelPendingOpen = openPopupInSteps(
        current,
        () =>
          setSearchParams(
            (params) => {
              params.delete('popup');
              return params;
            },
            { replace: true },
          ),
        () =>
          setSearchParams((params) => {
            params.set('popup', name);
            for (const [key, value] of Object.entries(extra)) params.set(key, value);
            return params;
          }),
      );
    },
    [current, setSearchParams],
  );

  return { current, open, close };
}
