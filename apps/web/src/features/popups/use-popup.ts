import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { isPopupName, type PopupName } from './popup-names';
import { openPopupInSteps } from './popup-timing';

/** The popup named by the URL, and the way to open or close one. The URL is its only state. */
export function usePopup() {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('popup');
  const current = isPopupName(raw) ? raw : null;
  const cancel = useRef<() => void>(() => undefined);
  useEffect(() => () => cancel.current(), []);

  const close = useCallback(() => {
    cancel.current();
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
      cancel.current();
      cancel.current = openPopupInSteps(
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
