/**
 * Name search that ignores case and accents: "Pharaoh's Tomb" is found by "phar", "TOMB",
 * "pharaohs" and "pharaóh tó". Names and searched text go through the same `searchWords`, so both
 * sides agree on what a word is.
 */

/** Lower case, accents removed (é → e, ß → ss), apostrophes dropped, other marks split words. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[ıİ]/g, 'i')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .replace(/['’`ʼ]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Longest prefix stored per word; a longer searched word is cut to it (and still matches). */
export const MAX_PREFIX_LENGTH = 24;

/**
 * The words inside a word, where its writing turns from lower to upper case or between letters
 * and digits: "CoinStrike" → coin, strike; "Abyss1024" → abyss, 1024. A player types them apart.
 */
export function innerWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/['’`ʼ]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .flatMap((token) => {
      const parts = token.split(/(?<=\p{Ll})(?=\p{Lu})|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u);
      return parts.length > 1 ? parts.flatMap(searchWords) : [];
    });
}

/**
 * Every prefix of every word of a name, of the words inside them ("CoinStrike" → "strike"), and
 * of the whole name without spaces ("abyss1024"), for the GIN index of games.search_prefixes.
 */
export function searchPrefixes(name: string): string[] {
  const words = searchWords(name);
  const prefixes = new Set<string>();
  for (const word of [...words, ...innerWords(name), words.join('')]) {
    const max = Math.min(word.length, MAX_PREFIX_LENGTH);
    for (let length = 1; length <= max; length++) prefixes.add(word.slice(0, length));
  }
  return [...prefixes];
}

/** The searched words as index keys: each must start a word of the name. Empty means no search. */
export function searchKeys(text: string | undefined): string[] {
  if (!text) return [];
  return [...new Set(searchWords(text).map((word) => word.slice(0, MAX_PREFIX_LENGTH)))].slice(
    0,
    8,
  );
}

/** The key the A→Z order uses: the unaccented, lower-cased name. */
export function sortName(name: string): string {
  return searchWords(name).join(' ');
}
