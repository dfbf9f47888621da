import { useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A filter bar's values kept in the URL (`?key=value`, so a search can be linked and survives a
 * reload): `applied` is what the list shows, `draft` what the form holds until `apply()`.
 * `fixed` parameters (e.g. `{ tab: 'search' }`) are kept by apply and reset.
 */
export function useSearchFilters<Key extends string>(
  keys: readonly Key[],
  fixed: Record<string, string> = {},
) {
  type Filters = Partial<Record<Key, string>>;
  const [searchParams, setSearchParams] = useSearchParams();
  const applied = Object.fromEntries(
    keys.flatMap((key) => {
      const value = searchParams.get(key);
      return value ? [[key, value]] : [];
    }),
  ) as Filters;
  const [draft, setDraft] = useState<Filters>(applied);
  return {
    applied,
    draft,
    /** Sets one field of the draft. */
    set: (key: Key) => (value: string) => setDraft((old) => ({ ...old, [key]: value })),
    /** Shows the draft: its non-empty fields become the URL's parameters. */
    apply: () =>
      setSearchParams({
        ...fixed,
        ...(Object.fromEntries(Object.entries(draft).filter(([, value]) => value)) as Record<
          string,
          string
        >),
      }),
    /** Empties the draft and the URL's filters. */
    reset: () => {
      setDraft({});
      setSearchParams(fixed);
    },
  };
}

/** A `datetime-local` value read as UTC (the console's one time zone), as the API takes it. */
export const utcInstant = (local: string | undefined) =>
  local ? new Date(`${local.length === 16 ? `${local}:00` : local}Z`).toISOString() : undefined;

/** An instant as a `datetime-local` value in UTC (the console's one time zone), and back. */
export const toLocalInput = (iso: string | null) => (iso ? iso.slice(0, 16) : '');
export const fromLocalInput = (local: string) =>
  local ? new Date(`${local}:00Z`).toISOString() : null;
