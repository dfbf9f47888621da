import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Texts: namespace `common` is `app/<language>.json`; each page's namespace is its folder's
 * name, `pages/<area>/<language>.json`. A language is added by adding these files (and its code
 * to SUPPORTED_LANGUAGES): nothing else names them.
 */
export const SUPPORTED_LANGUAGES = ['en'] as const;

type Texts = Record<string, unknown>;
const commonFiles = import.meta.glob<Texts>('./*.json', { eager: true, import: 'default' });
const pageFiles = import.meta.glob<Texts>('../pages/*/*.json', { eager: true, import: 'default' });

const resources: Record<string, Record<string, Texts>> = {};
function add(language: string, namespace: string, texts: Texts) {
  (resources[language] ??= {})[namespace] = texts;
}
for (const [file, texts] of Object.entries(commonFiles)) {
  add(/\/([\w-]+)\.json$/.exec(file)![1]!, 'common', texts);
}
for (const [file, texts] of Object.entries(pageFiles)) {
  const [, area, language] = /pages\/([^/]+)\/([\w-]+)\.json$/.exec(file)!;
  add(language!, area!, texts);
}

void i18next.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...SUPPORTED_LANGUAGES],
  defaultNS: 'common',
  ns: ['common', ...new Set(Object.values(resources).flatMap((texts) => Object.keys(texts)))],
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18next;
