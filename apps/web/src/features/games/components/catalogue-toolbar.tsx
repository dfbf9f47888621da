import { GAME_SORTS, type GameSort } from '@jackdaw/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopup } from '../../../shared/lib/use-popup';
import { sortLabel } from '../lib/game-filters';
import { useGameFilters, type FilterBase } from '../use-game-filters';
import { GameSearch } from './game-search';
import { ProviderPicker } from './provider-picker';

/**
 * Above the grid. Desktop: the search box, the provider dropdown and the sort select. Phones:
 * buttons opening the game-search, provider and sort-provider popups, which write the same query.
 */
export function CatalogueToolbar({
  base,
  providers = true,
}: {
  base: FilterBase;
  providers?: boolean;
}) {
  const { t } = useTranslation();
  const { filters, change } = useGameFilters(base);
  const { open } = usePopup();
  const sortId = useId();
  const chosen = filters.providers.length;
  const mobileButton =
    'flex h-10 min-w-0 flex-1 items-center justify-center gap-1 rounded-lg border border-border bg-surface px-3 text-sm';
  return (
    <div className="flex flex-col gap-3">
      <div className="hidden items-center gap-3 md:flex">
        <div className="min-w-0 flex-1 lg:max-w-sm">
          <GameSearch variant="dropdown" />
        </div>
        {providers ? (
          <ProviderDropdown
            chosen={filters.providers}
            onChange={(next) => change({ providers: next })}
          />
        ) : null}
        <label htmlFor={sortId} className="ml-auto text-sm text-text-muted">
          {t('games.sort.label')}
        </label>
        <select
          id={sortId}
          value={filters.sort}
          onChange={(event) => change({ sort: event.target.value as GameSort })}
          className="h-11 rounded-lg border border-border bg-surface px-3 text-sm"
        >
          {GAME_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(sortLabel(sort))}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2 md:hidden">
        <button
          type="button"
          aria-label={t('games.search.open')}
          className="grid size-10 shrink-0 place-items-center rounded-lg border border-border bg-surface"
          onClick={() => open('game-search')}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              d="M11 4a7 7 0 100 14 7 7 0 000-14zm9 16l-4-4"
              stroke="currentColor"
              strokeWidth="2"
              fill="none"
              strokeLinecap="round"
            />
          </svg>
        </button>
        {providers ? (
          <button
            type="button"
            className={mobileButton}
            aria-label={`${t('games.providers.label')}: ${chosen}`}
            onClick={() => open('provider')}
          >
            <span className="truncate">{t('games.providers.label')}</span>
            {chosen ? (
              <span className="rounded-full bg-accent px-1.5 text-xs font-bold text-accent-contrast">
                {chosen}
              </span>
            ) : null}
          </button>
        ) : null}
        <button
          type="button"
          className={mobileButton}
          aria-label={`${t('games.sort.label')}: ${t(sortLabel(filters.sort))}`}
          onClick={() => open('sort-provider')}
        >
          <span className="truncate">{t(sortLabel(filters.sort))}</span>
        </button>
      </div>
    </div>
  );
}

function ProviderDropdown({
  chosen,
  onChange,
}: {
  chosen: string[];
  onChange(providers: string[]): void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex h-11 items-center gap-2 rounded-lg border border-border bg-surface px-4 text-sm font-semibold hover:border-accent"
      >
        {t('games.providers.label')}
        {chosen.length ? (
          <span className="rounded-full bg-accent px-1.5 text-xs font-bold text-accent-contrast">
            {chosen.length}
          </span>
        ) : null}
        <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute left-0 top-12 z-40 max-h-[700px] w-72 rounded-card border border-border bg-surface-raised p-3 shadow-2xl"
        >
          <ProviderPicker chosen={chosen} onChange={onChange} />
        </div>
      ) : null}
    </div>
  );
}
