import type { GameItem } from '@jackdaw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useReducer, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { track } from '../../../shared/lib/analytics';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import { gamesPageQueryOptions } from '../api/get-games';
import { defaultFilters, QUERY, searchWords } from '../lib/game-filters';
import { initialSearchState, searchReducer } from '../lib/search-machine';

const TYPING_PAUSE_MS = 300;
const QUICK_RESULTS = 6;

/**
 * The search box and its quick results (spec core §4 "Game search"): each new text starts at
 * readyToLoading, is sent after a pause in typing, and ends found or notFound. Enter, or "all
 * results", shows the full list on the root under `search_result`.
 */
export function GameSearch({ variant }: { variant: 'dropdown' | 'panel' }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  // On the results page the box shows what was searched; typing starts a new search.
  const [text, setText] = useState(() => searchWords(params.get(QUERY.search) ?? '').join(' '));
  const [state, dispatch] = useReducer(searchReducer, initialSearchState);
  const [results, setResults] = useState<{ term: string; games: GameItem[] }>({
    term: '',
    games: [],
  });
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (state.status !== 'readyToLoading' || !state.term) return;
    const term = state.term;
    const timer = setTimeout(() => {
      dispatch({ type: 'started', term });
      queryClient
        .fetchQuery(
          gamesPageQueryOptions({ ...defaultFilters, search: term, take: QUICK_RESULTS }, 1),
        )
        .then((page) => {
          setResults({ term, games: page.data });
          dispatch({ type: 'answered', term, count: page.total });
          track('search_game', { search_term: term, results: page.total });
        })
        .catch(() => dispatch({ type: 'answered', term, count: 0 }));
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [state, queryClient]);

  const allResults = localized(paths.searchResults(searchWords(state.term)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!state.term) return;
    setFocused(false);
    (document.activeElement as HTMLElement | null)?.blur();
    void navigate(allResults);
  };
  const showResults = state.term !== '' && (variant === 'panel' || focused);

  return (
    <form
      role="search"
      onSubmit={submit}
      className="relative w-full"
      aria-label={t('games.search.label')}
    >
      <label htmlFor={id} className="sr-only">
        {t('games.search.label')}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        autoComplete="off"
        maxLength={60}
        placeholder={t('games.search.placeholder')}
        onChange={(event) => {
          setText(event.target.value);
          dispatch({ type: 'typed', term: event.target.value });
        }}
        onFocus={() => setFocused(true)}
        onBlur={() => setTimeout(() => setFocused(false), 200)}
        className="h-11 w-full rounded-lg border border-border bg-surface px-4 text-sm outline-none focus:border-accent"
      />
      {showResults ? (
        <div
          className={
            variant === 'dropdown'
              ? 'absolute inset-x-0 top-12 z-40 rounded-card border border-border bg-surface-raised p-2 shadow-2xl'
              : 'mt-3'
          }
          data-search-status={state.status}
        >
          {state.status === 'found' && results.term === state.term ? (
            <>
              <ul aria-label={t('games.search.results')} className="flex flex-col">
                {results.games.map((game) => (
                  <li
                    key={game.uuid}
                    className="flex items-center gap-3 rounded-lg p-2 hover:bg-surface"
                  >
                    <img
                      src={game.image}
                      alt=""
                      width={48}
                      height={36}
                      className="h-9 w-12 rounded object-cover"
                    />
                    <div className="min-w-0 flex-1">
                      <Link
                        to={localized(paths.game(game.alias, 'real'))}
                        state={{ game }}
                        className="block truncate text-sm font-semibold hover:text-accent"
                      >
                        {game.name}
                      </Link>
                      <span className="block truncate text-xs text-text-muted">
                        {game.provider.name}
                      </span>
                    </div>
                    {game.demo ? (
                      <Link
                        to={localized(paths.game(game.alias, 'demo'))}
                        state={{ game }}
                        aria-label={t('games.playDemo', { game: game.name })}
                        className="rounded-md border border-border px-2 py-1 text-xs font-semibold text-text-muted hover:text-text"
                      >
                        {t('games.demo')}
                      </Link>
                    ) : null}
                  </li>
                ))}
              </ul>
              <Link
                to={allResults}
                className="mt-1 block rounded-lg p-2 text-center text-sm font-semibold text-accent hover:bg-surface"
              >
                {t('games.search.all')}
              </Link>
            </>
          ) : state.status === 'notFound' ? (
            <p role="status" className="p-2 text-sm text-text-muted">
              {t('games.search.notFound', { term: state.term })}
            </p>
          ) : (
            <p role="status" className="p-2 text-sm text-text-muted">
              {t('games.search.searching')}
            </p>
          )}
        </div>
      ) : null}
    </form>
  );
}
