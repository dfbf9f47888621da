import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialSearchState,
  searchReducer,
  type SearchEvent,
  type SearchStatus,
} from './search-machine';

const order: Record<SearchStatus, number> = {
  readyToLoading: 0,
  loading: 1,
  found: 2,
  notFound: 2,
};

describe('game search state machine', () => {
  it('goes readyToLoading → loading → found for a search with results', () => {
    let state = searchReducer(initialSearchState, { type: 'typed', term: 'dra' });
    expect(state).toEqual({ status: 'readyToLoading', term: 'dra' });
    state = searchReducer(state, { type: 'started', term: 'dra' });
    expect(state.status).toBe('loading');
    state = searchReducer(state, { type: 'answered', term: 'dra', count: 2 });
    expect(state.status).toBe('found');
  });

  it('ends in notFound when nothing matches', () => {
    let state = searchReducer(initialSearchState, { type: 'typed', term: 'zzz' });
    state = searchReducer(state, { type: 'started', term: 'zzz' });
    expect(searchReducer(state, { type: 'answered', term: 'zzz', count: 0 }).status).toBe(
      'notFound',
    );
  });

  it('reaches found or notFound only from loading', () => {
    const ready = searchReducer(initialSearchState, { type: 'typed', term: 'dra' });
    expect(searchReducer(ready, { type: 'answered', term: 'dra', count: 3 })).toBe(ready);
  });

  it('ignores the answer to an older text', () => {
    let state = searchReducer(initialSearchState, { type: 'typed', term: 'dr' });
    state = searchReducer(state, { type: 'started', term: 'dr' });
    state = searchReducer(state, { type: 'typed', term: 'dra' });
    expect(searchReducer(state, { type: 'answered', term: 'dr', count: 1 })).toEqual({
      status: 'readyToLoading',
      term: 'dra',
    });
  });

  it('starts over when the text changes, and not when it only gains spaces', () => {
    let state = searchReducer(initialSearchState, { type: 'typed', term: 'dra' });
    state = searchReducer(state, { type: 'started', term: 'dra' });
    state = searchReducer(state, { type: 'answered', term: 'dra', count: 1 });
    expect(searchReducer(state, { type: 'typed', term: ' dra ' })).toBe(state);
    expect(searchReducer(state, { type: 'typed', term: 'drag' }).status).toBe('readyToLoading');
  });

  it('never moves backward for one text, whatever the events', () => {
    const terms = fc.constantFrom('a', 'ab', ' ab', '');
    const event: fc.Arbitrary<SearchEvent> = fc.oneof(
      fc.record({ type: fc.constant('started' as const), term: terms }),
      fc.record({
        type: fc.constant('answered' as const),
        term: terms,
        count: fc.nat({ max: 3 }),
      }),
    );
    fc.assert(
      fc.property(terms, fc.array(event, { maxLength: 20 }), (term, events) => {
        let state = searchReducer(initialSearchState, { type: 'typed', term });
        for (const next of events) {
          const after = searchReducer(state, next);
          expect(after.term).toBe(state.term);
          expect(order[after.status]).toBeGreaterThanOrEqual(order[state.status]);
          if (order[state.status] === 2) expect(after).toBe(state);
          state = after;
        }
      }),
    );
  });
});
