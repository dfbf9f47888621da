import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameProviders } from '../api/game-providers';
import { matchProviders } from '../lib/game-filters';

/**
 * The providers as checkboxes under a search box that keeps those whose name starts with the
 * typed text (engagement §5); shared by the desktop dropdown and the phone's `provider` popup.
 */
export function ProviderPicker({
  chosen,
  onChange,
}: {
  chosen: string[];
  onChange(providers: string[]): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const providers = useGameProviders();
  const [typed, setTyped] = useState('');
  const shown = matchProviders(providers.data ?? [], typed);
  const toggle = (alias: string) =>
    onChange(chosen.includes(alias) ? chosen.filter((item) => item !== alias) : [...chosen, alias]);
  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={id} className="sr-only">
        {t('games.providers.search')}
      </label>
      <input
        id={id}
        type="search"
        value={typed}
        autoComplete="off"
        placeholder={t('games.providers.search')}
        onChange={(event) => setTyped(event.target.value)}
        className="h-10 rounded-lg border border-border bg-surface px-3 text-sm outline-none focus:border-accent"
      />
      {providers.isPending ? (
        <p role="status" className="text-sm text-text-muted">
          {t('common.loading')}
        </p>
      ) : providers.isError ? (
        <p role="alert" className="text-sm text-text-muted">
          {t('casino.providersUnavailable')}
        </p>
      ) : shown.length === 0 ? (
        <p role="status" className="text-sm text-text-muted">
          {t('games.providers.notFound')}
        </p>
      ) : (
        <ul
          className="flex max-h-[50dvh] flex-col gap-1 overflow-y-auto"
          aria-label={t('games.providers.label')}
        >
          {shown.map((provider) => (
            <li key={provider.alias}>
              <label className="flex h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-surface">
                <input
                  type="checkbox"
                  checked={chosen.includes(provider.alias)}
                  onChange={() => toggle(provider.alias)}
                  className="size-4 accent-accent"
                />
                <img src={provider.logo} alt="" width={28} height={28} className="size-7 rounded" />
                <span className="flex-1 truncate text-sm font-semibold">{provider.name}</span>
                <span className="text-xs text-text-muted">{provider.gamesCount}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {chosen.length > 0 ? (
        <button
          type="button"
          onClick={() => onChange([])}
          className="self-start text-sm font-semibold text-accent hover:underline"
        >
          {t('games.providers.clear')}
        </button>
      ) : null}
    </div>
  );
}
