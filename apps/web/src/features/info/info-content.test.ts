import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES, type LanguageCode } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { INFO_PAGES, type InfoPage } from '../../config/paths';
import { DATA_INFO_PAGES, INFO_TOKENS } from './info-content';

const infoDir = fileURLToPath(new URL('../../../public/content/info', import.meta.url));

const text = z.string().check(z.trim(), z.minLength(1));
const block = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('p'), text }),
  z.strictObject({ type: z.literal('ul'), items: z.array(text).check(z.minLength(1)) }),
]);
const pageSchema = z.strictObject({
  title: text,
  summary: text,
  sections: z
    .array(z.strictObject({ heading: text, blocks: z.array(block).check(z.minLength(1)) }))
    .check(z.minLength(1)),
});
type InfoFile = z.infer<typeof pageSchema>;

const fileName = (page: InfoPage, code: LanguageCode) => `${page}.${code}.json`;

function load(page: InfoPage, code: LanguageCode): InfoFile {
  const raw: unknown = JSON.parse(readFileSync(`${infoDir}/${fileName(page, code)}`, 'utf8'));
  return pageSchema.parse(raw);
}

/** The skeleton of a page: per section, each block's type and item count. */
const shape = (page: InfoFile) =>
  page.sections.map((section) =>
    section.blocks.map((b) => (b.type === 'p' ? 'p' : `ul:${b.items.length}`)),
  );

/** Every text of a page in document order, each with a readable location. */
function texts(page: InfoFile): [where: string, text: string][] {
  return [
    ['title', page.title],
    ['summary', page.summary],
    ...page.sections.flatMap((section, s): [string, string][] => [
      [`section ${s + 1} heading`, section.heading],
      ...section.blocks.flatMap((b, i): [string, string][] =>
        b.type === 'p'
          ? [[`section ${s + 1} block ${i + 1}`, b.text]]
          : b.items.map((item, j): [string, string] => [
              `section ${s + 1} block ${i + 1} item ${j + 1}`,
              item,
            ]),
      ),
    ]),
  ];
}

const tokens = (value: string) => (value.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();

/** Texts made only of numbers, currency codes and tokens may read the same in every language. */
const isLanguageNeutral = (value: string) =>
  value
    .replace(/\{\{\s*\w+\s*\}\}/g, '')
    .replace(/\b[A-Z]{2,5}\b/g, '')
    .replace(/[\d\s.,:;%×x+\-–()/]/g, '') === '';

/** Every info page (spec core §2) is published in every language; the data pages need no file. */
const STATIC_PAGES = INFO_PAGES.filter(
  (page) => !(DATA_INFO_PAGES as readonly InfoPage[]).includes(page),
);
const cases = STATIC_PAGES.flatMap((page) => LANGUAGE_CODES.map((code) => [page, code] as const));
const translatedCases = cases.filter(([, code]) => code !== 'EN');

describe('info page content', () => {
  it('has one file per page and language, and nothing else', () => {
    const expected = cases.map(([page, code]) => fileName(page, code)).sort();
    expect(readdirSync(infoDir).sort()).toEqual(expected);
  });

  it.each(cases)('%s.%s parses and matches the page shape', (page, code) => {
    expect(() => load(page, code)).not.toThrow();
  });

  it.each(translatedCases)('%s.%s has the structure of English', (page, code) => {
    expect(shape(load(page, code))).toEqual(shape(load(page, 'EN')));
  });

  it.each(translatedCases)('%s.%s is translated, not copied from English', (page, code) => {
    const english = texts(load(page, 'EN'));
    const copies = texts(load(page, code))
      .filter(([, value], i) => value === english[i]?.[1] && !isLanguageNeutral(value))
      .map(([where]) => where);
    expect(copies).toEqual([]);
  });

  it.each(translatedCases)('%s.%s keeps the tokens of English', (page, code) => {
    const english = texts(load(page, 'EN'));
    for (const [i, [where, value]] of texts(load(page, code)).entries()) {
      expect(tokens(value), `${page}.${code} ${where}`).toEqual(tokens(english[i]?.[1] ?? ''));
    }
  });

  // The page renders headings and list items as React keys.
  it.each(cases)('%s.%s repeats no heading and no item within a list', (page, code) => {
    const { sections } = load(page, code);
    const headings = sections.map((section) => section.heading);
    expect(new Set(headings).size, 'headings').toBe(headings.length);
    for (const section of sections) {
      for (const b of section.blocks) {
        if (b.type === 'ul') expect(new Set(b.items).size, section.heading).toBe(b.items.length);
      }
    }
  });

  it('uses no token the page does not fill', () => {
    const known = INFO_TOKENS.map((name) => `{{${name}}}`);
    const unknown = cases.flatMap(([page, code]) =>
      texts(load(page, code)).flatMap(([where, value]) =>
        tokens(value)
          .filter((token) => !known.includes(token))
          .map((token) => `${page}.${code} ${where}: ${token}`),
      ),
    );
    expect(unknown).toEqual([]);
  });
});

describe('rules and operator details the pages publish', () => {
  // The verification steps of engagement §9 "AML thresholds", stated once each (see the README's
  // decision): a figure published twice is two rules for one step.
  it.each(LANGUAGE_CODES)('kycaml.%s states each verification threshold once', (code) => {
    const section = load('kycaml', code).sections[1]!;
    const figures = section.blocks
      .flatMap((b) => (b.type === 'p' ? [b.text] : b.items))
      .join(' ')
      .match(/\d{3,}/g);
    expect(figures?.sort()).toEqual(['1000', '2000', '3000', '5000']);
  });

  // A page that points at the operator's licence shows the operator's text itself.
  it.each(LANGUAGE_CODES)(
    'about, conditions and privacy (%s) show the operator statement',
    (code) => {
      for (const page of ['about', 'conditions', 'privacy'] as const) {
        const all = texts(load(page, code)).map(([, value]) => value);
        expect(
          all.some((value) => value.includes('{{licence}}')),
          page,
        ).toBe(true);
      }
    },
  );
});
