import { adminGamesCall, GAME_CATEGORIES } from '@jackdaw/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useCan } from '../../app/me';
import { Button, Field, TextInput } from '../../ui';

const ALIAS = /^[a-z0-9][a-z0-9_-]{0,79}$/;

/** The search term once typing has paused, so each keystroke does not call the server. */
function useSettled(value: string, delay = 250) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The eligible games: the chosen ones (removable), and a catalogue search to add more for a role
 * that may read the catalogue (`catalogue.read`: the manager, content, admin); other roles type an alias,
 * which the server checks (TOURNAMENT.GAME_UNKNOWN).
 */
export function GamePicker({
  games,
  onChange,
  disabled,
}: {
  games: readonly string[];
  onChange: (games: string[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('tournaments');
  const canSearch = useCan('catalogue.read');
  const listId = useId();
  // Names learnt from searches; a game chosen earlier shows by its alias.
  const [names, setNames] = useState<Record<string, string>>({});
  const add = (alias: string, name?: string) => {
    if (name) setNames((known) => ({ ...known, [alias]: name }));
    if (!games.includes(alias)) onChange([...games, alias]);
  };
  return (
    <div className="flex flex-col gap-3">
      <div>
        <h3 id={listId} className="text-[13px] font-medium">
          {t('form.games')}
        </h3>
        {games.length === 0 ? (
          <p className="text-sm text-text-muted">{t('form.noGames')}</p>
        ) : (
          <ul aria-labelledby={listId} className="mt-1 flex flex-wrap gap-2">
            {games.map((alias) => (
              <li
                key={alias}
                className="inline-flex items-center gap-1 rounded-full border border-border bg-surface-sunken py-0.5 pr-1 pl-3 text-sm"
              >
                <span>
                  {names[alias] ? `${names[alias]} ` : ''}
                  <code className="font-mono text-xs text-text-muted">{alias}</code>
                </span>
                {!disabled && (
                  <button
                    type="button"
                    aria-label={t('form.removeGame', { game: names[alias] ?? alias })}
                    onClick={() => onChange(games.filter((game) => game !== alias))}
                    className="rounded-full p-1 text-text-muted hover:bg-surface hover:text-danger"
                  >
                    <X size={14} aria-hidden="true" />
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      {!disabled &&
        (canSearch ? (
          <GameSearch chosen={games} onAdd={add} />
        ) : (
          <AliasAdder onAdd={(alias) => add(alias)} />
        ))}
    </div>
  );
}

function GameSearch({
  chosen,
  onAdd,
}: {
  chosen: readonly string[];
  onAdd: (alias: string, name: string) => void;
}) {
  const { t } = useTranslation('tournaments');
  const [term, setTerm] = useState('');
  const search = useSettled(term.trim());
  const found = useQuery({
    queryKey: ['admin', 'tournaments', 'game-search', search],
    queryFn: ({ signal }) => api(adminGamesCall, { query: { search, take: 8 }, signal }),
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
  });
  const games = search.length >= 2 ? (found.data?.data ?? []) : [];
  return (
    <div className="flex max-w-xl flex-col gap-2">
      <Field label={t('form.searchGames')} hint={t('form.searchHint')}>
        <TextInput
          type="search"
          value={term}
          maxLength={60}
          onChange={(event) => setTerm(event.target.value)}
          // Enter here must not submit the tournament.
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        />
      </Field>
      <div aria-live="polite" className="text-sm">
        {search.length >= 2 && found.isFetching && !found.data && (
          <p className="text-text-muted">{t('form.searching')}</p>
        )}
        {search.length >= 2 && found.isSuccess && games.length === 0 && (
          <p className="text-text-muted">{t('form.noMatch')}</p>
        )}
      </div>
      {games.length > 0 && (
        <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
          {games.map((game) => {
            const added = chosen.includes(game.alias);
            return (
              <li key={game.alias} className="flex items-center justify-between gap-3 px-3 py-1.5">
                <span className="min-w-0 text-sm">
                  <span className="font-medium">{game.name}</span>{' '}
                  <span className="text-text-muted">
                    · {game.provider.name} · <code className="font-mono text-xs">{game.alias}</code>
                  </span>
                </span>
                <Button
                  size="sm"
                  disabled={added}
                  aria-label={added ? undefined : t('form.addGame', { game: game.name })}
                  onClick={() => onAdd(game.alias, game.name)}
                >
                  {added ? t('form.added') : t('form.add')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function AliasAdder({ onAdd }: { onAdd: (alias: string) => void }) {
  const { t } = useTranslation('tournaments');
  const [alias, setAlias] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const submit = () => {
    const value = alias.trim().toLowerCase();
    if (!ALIAS.test(value)) return setProblem(t('form.aliasInvalid'));
    setProblem(undefined);
    setAlias('');
    onAdd(value);
  };
  return (
    <div className="flex max-w-xl items-start gap-2">
      <Field label={t('form.alias')} hint={t('form.aliasHint')} error={problem} className="flex-1">
        <TextInput
          value={alias}
          maxLength={80}
          onChange={(event) => setAlias(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            submit();
          }}
        />
      </Field>
      <Button className="mt-6" onClick={submit}>
        {t('form.addAlias')}
      </Button>
    </div>
  );
}

/** The categories a tournament may name: every catalogue category but the player's favourites. */
export const TOURNAMENT_CATEGORIES = GAME_CATEGORIES.filter(
  (category) => category.slug !== 'favorite',
);
