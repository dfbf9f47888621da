import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { searchCountries } from '../lib/country-search';
import { useCountryOptions } from './use-country-options';

const PAGE_STEP = 10;

/**
 * The searchable country list: a search box that filters by name (the player's language or
 * English) or code, and the matching countries. The personal page shows it under its country
 * field on wide screens and the `countries` popup shows it on phones.
 *
 * Keyboard: the focus stays in the search box; Arrow and Page keys move through the list, Enter
 * chooses (WAI-ARIA combobox with a list).
 */
export function CountryPicker({
  value,
  onSelect,
  autoFocus = false,
  listClassName = 'max-h-72',
}: {
  /** The chosen country's code, marked and first active. */
  value: string | null;
  onSelect(code: string): void;
  autoFocus?: boolean;
  /** The list's height: a dropdown's is bounded, a full window's fills the screen. */
  listClassName?: string;
}) {
  const { t } = useTranslation();
  const { options, query } = useCountryOptions();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const shown = useMemo(() => searchCountries(options, text), [options, text]);
  // The option the arrows move from, by code; none yet means the default below.
  const [moved, setMoved] = useState<string | null>(null);
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (code: string) => `${id}-${code}`;
  const has = (code: string | null) =>
    code !== null && shown.some((option) => option.code === code);
  // The chosen country is active while the full list shows; a search starts at its best match.
  const activeCode = has(moved) ? moved : !text && has(value) ? value : (shown[0]?.code ?? null);
  const active = shown.findIndex((option) => option.code === activeCode);
  const listed = query.isSuccess && shown.length > 0;

  // After mounting rather than the autoFocus attribute: a dialog opening around the picker
  // moves the focus to its first control once, and the picker may load after that.
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  useEffect(() => {
    if (activeCode) {
      document.getElementById(`${id}-${activeCode}`)?.scrollIntoView({ block: 'nearest' });
    }
  }, [id, activeCode]);

  const move = (step: number) => {
    const index = Math.min(Math.max(active + step, 0), shown.length - 1);
    const code = shown[index]?.code;
    if (code) setMoved(code);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const steps: Record<string, number> = {
      ArrowDown: 1,
      ArrowUp: -1,
      PageDown: PAGE_STEP,
      PageUp: -PAGE_STEP,
    };
    const step = steps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      move(step);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeCode) onSelect(activeCode);
    }
  };

  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3" role="alert">
        <p>{t('profile.countries.loadError')}</p>
        <Button size="sm" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex min-h-0 flex-col gap-2" data-testid="country-picker">
      <input
        type="search"
        role="combobox"
        aria-label={t('profile.countries.search')}
        aria-expanded={listed}
        aria-controls={listed ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={listed && activeCode ? optionId(activeCode) : undefined}
        placeholder={t('profile.countries.search')}
        autoComplete="off"
        ref={input}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setMoved(null);
        }}
        onKeyDown={onKeyDown}
        className="h-11 w-full shrink-0 rounded-lg border border-border bg-bg px-3 text-base outline-none focus:border-accent"
      />
      {query.isPending ? (
        <div className="flex flex-col gap-2" role="status" aria-busy="true">
          <span className="sr-only">{t('common.loading')}</span>
          {[0, 1, 2, 3, 4].map((row) => (
            <div key={row} className="h-10 animate-pulse rounded-lg bg-surface-raised" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <p className="px-3 py-2 text-sm text-text-muted" role="status">
          {t('profile.countries.noMatch')}
        </p>
      ) : (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('popup.countries.title')}
          className={`overflow-y-auto overscroll-contain ${listClassName}`}
        >
          {shown.map((option, index) => (
            // The search box keeps the focus and names the active option; a tap chooses.
            <li
              key={option.code}
              id={optionId(option.code)}
              role="option"
              aria-selected={index === active}
              data-country={option.code}
              onClick={() => onSelect(option.code)}
              onMouseMove={() => setMoved(option.code)}
              className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ${
                index === active ? 'bg-surface-raised' : ''
              } ${option.code === value ? 'text-accent' : ''}`}
            >
              <img
                src={`/flags/${option.code.toLowerCase()}.svg`}
                alt=""
                width={24}
                height={18}
                loading="lazy"
                className="h-[18px] w-6 shrink-0 rounded-sm bg-surface-raised object-cover"
              />
              <span className="min-w-0 flex-1 truncate font-medium">{option.label}</span>
              {option.code === value ? (
                <span className="sr-only">{t('profile.countries.chosen')}</span>
              ) : null}
              <span className="shrink-0 text-xs text-text-muted">{option.code}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
