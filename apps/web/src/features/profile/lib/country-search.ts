/** A country as the pickers list it: its code and its names to search by. */
export interface CountryOption {
  code: string;
  /** The name in the player's language, shown. */
  label: string;
  /** The English name, searched too: players often type a country's English name. */
  englishLabel: string;
}

/** Case, accents and dotted/dotless i do not matter: "turk" finds "Türkiye", "cote" "Côte". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The countries whose code, name in the player's language or English name match the typed text,
 * best first: the code typed whole, then names starting with the text, then names with a word
 * starting with it, then names containing it; the list's own order within each group. An empty
 * text answers the whole list.
 *
 * @example
 * searchCountries(options, 'bd'); // Bangladesh first (its code)
 * searchCountries(options, 'türk'); // Türkiye, also found by "turk" and "turkey"
 */
export function searchCountries(options: readonly CountryOption[], text: string): CountryOption[] {
  const query = foldForSearch(text);
  if (!query) return [...options];
  const ranked: { option: CountryOption; rank: number; index: number }[] = [];
  options.forEach((option, index) => {
    const rank = rankOf(option, query);
    if (rank !== null) ranked.push({ option, rank, index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((entry) => entry.option);
}

function rankOf(option: CountryOption, query: string): number | null {
  if (option.code.toLowerCase() === query) return 0;
  const names = [foldForSearch(option.label), foldForSearch(option.englishLabel)];
  if (names.some((name) => name.startsWith(query))) return 1;
  if (names.some((name) => name.split(/[\s(),.'-]+/).some((word) => word.startsWith(query)))) {
    return 2;
  }
  if (names.some((name) => name.includes(query))) return 3;
  return null;
}
