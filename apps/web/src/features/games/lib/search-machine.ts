/**
 * The game search's states (spec core §4 "Game search"): readyToLoading → loading → found |
 * notFound, only forward. A new search text starts a new search at readyToLoading; an answer
 * for an older text, or a step that would move backward, leaves the state as it is.
 */
export type SearchStatus = 'readyToLoading' | 'loading' | 'found' | 'notFound';

export interface SearchState {
  status: SearchStatus;
  /** The searched text, trimmed; empty means no search. */
  term: string;
}

export type SearchEvent =
  | { type: 'typed'; term: string }
  | { type: 'started'; term: string }
  | { type: 'answered'; term: string; count: number };

export const initialSearchState: SearchState = { status: 'readyToLoading', term: '' };

export function searchReducer(state: SearchState, event: SearchEvent): SearchState {
  const term = event.term.trim();
  if (event.type === 'typed') {
    return term === state.term ? state : { status: 'readyToLoading', term };
  }
  if (term !== state.term || term === '') return state;
  if (event.type === 'started') {
    return state.status === 'readyToLoading' ? { ...state, status: 'loading' } : state;
  }
  if (state.status !== 'loading') return state;
  return { ...state, status: event.count > 0 ? 'found' : 'notFound' };
}
