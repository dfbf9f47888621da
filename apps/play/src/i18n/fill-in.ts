/** The values a text's `{{name}}` placeholders are filled from. */
export type TextValues = Record<string, string | number>;

/**
 * A `t()` over one dictionary with `{{name}}` placeholders; a key the dictionary lacks falls
 * back to English. A dozen lines instead of i18next (about 13 KB gzip): each client has one
 * flat dictionary, no plurals beyond what the texts avoid, and must start quickly on a slow
 * phone. Shared by both entries, so it imports no dictionary of its own.
 */
export function translator<Key extends string>(
  dictionary: Readonly<Record<Key, string>>,
  english: Readonly<Record<Key, string>>,
): (key: Key, values?: TextValues) => string {
  return (key, values) => {
    const text = dictionary[key] ?? english[key];
    if (!values) return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}
