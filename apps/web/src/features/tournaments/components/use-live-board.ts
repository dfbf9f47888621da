import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useSessionStore } from '../../../shared/state/session-store';
import { fetchParticipants, leaderboardStreamPath } from '../api/get-participants';
import { createLiveBoard, type LiveBoard, type LiveBoardState } from '../lib/live-board';

/**
 * The live leaderboard of one tournament for as long as its page is open: started on mount,
 * stopped on unmount, and asked again when the player signs in or out (their own place).
 * The page keeps the object; only the components that read its state re-render on a change.
 */
export function useLiveBoard(tournamentId: number): LiveBoard {
  const token = useSessionStore((state) => state.token);
  const [live] = useState(() =>
    createLiveBoard({
      url: leaderboardStreamPath(tournamentId),
      openSource: (url) => new EventSource(url),
      fetchParticipants: () => fetchParticipants(tournamentId),
      tracksOwnPlace: () => Boolean(useSessionStore.getState().token),
    }),
  );
  useEffect(() => {
    live.start();
    return () => live.stop();
  }, [live]);
  const firstToken = useRef(token);
  useEffect(() => {
    if (token === firstToken.current) return;
    firstToken.current = token;
    live.refresh();
  }, [live, token]);
  return live;
}

/** The board's state, re-rendering the caller on each change. */
export function useLiveBoardState(live: LiveBoard): LiveBoardState {
  return useSyncExternalStore(live.subscribe, live.getState, live.getState);
}
