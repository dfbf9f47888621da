import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A popup's own query parameters (`?popup=cancel-bonus&id=4`) leave the address with the popup:
 * `usePopup().close` removes only `popup`, and a parameter left behind would reach the next
 * popup that reads it (a deposit opened later from the header must not carry an old offer).
 */
export function usePopupParams(names: readonly string[]): void {
  const [, setSearchParams] = useSearchParams();
  const latest = useRef({ names, setSearchParams });
  useEffect(() => {
    latest.current = { names, setSearchParams };
  });
  useEffect(
    () => () => {
      const { names: owned, setSearchParams: set } = latest.current;
      // Read from the address as it is now: the popup unmounts without rendering the address
      // that closed it, so its own view of the query is stale (it still names the popup).
      const current = new URLSearchParams(window.location.search);
      // Nothing to remove (the player went to another page meanwhile): no navigation at all.
      if (!owned.some((name) => current.has(name))) return;
      for (const name of owned) current.delete(name);
      set(current, { replace: true });
    },
    [],
  );
}
