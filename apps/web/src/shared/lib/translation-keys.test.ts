import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  LANGUAGE_CODES,
  localizationPath,
  PAYMENT_METHOD_CODES,
  type LanguageCode,
} from '@jackdaw/contracts';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { BRAND_METHOD_CODES, methodNameKey } from './method-name';

const publicDir = fileURLToPath(new URL('../../../public', import.meta.url));
const sourceDir = fileURLToPath(new URL('../..', import.meta.url));

function dictionary(code: LanguageCode): Record<string, string> {
  return JSON.parse(readFileSync(publicDir + localizationPath(code), 'utf8')) as Record<
    string,
    string
  >;
}

const english = dictionary('EN');
const keys = Object.keys(english);
/** First segments of the dictionary's keys: a literal starting with one of them is a key. */
const namespaces = new Set(keys.map((key) => key.split('.')[0]));
const keyShape = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_-]+)+$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

interface Literal {
  where: string;
  text: string;
  /** A template's text before its first substitution: the rest is chosen at run time. */
  prefixOnly: boolean;
}

/** Every string literal and template head of the site's code, read with the TS parser. */
function literals(): Literal[] {
  const found: Literal[] = [];
  for (const file of sourceFiles(sourceDir)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const where = (node: ts.Node) =>
      `${file.slice(sourceDir.length)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        found.push({ where: where(node), text: node.text, prefixOnly: false });
      } else if (ts.isTemplateExpression(node)) {
        found.push({ where: where(node), text: node.head.text, prefixOnly: true });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const isNamespaced = (text: string) => namespaces.has(text.split('.')[0]);

describe('translation keys used by the site', () => {
  const all = literals();

  it('finds the literals of the site (the scan itself works)', () => {
    expect(all.some((literal) => literal.text === 'auth.login')).toBe(true);
    expect(all.some((literal) => literal.prefixOnly && literal.text === 'category.')).toBe(true);
  });

  it('exist in the dictionaries: no raw key reaches a player', () => {
    // A key may also be the stem other keys are built from (`${key}.title`).
    const missing = all
      .filter((literal) => !literal.prefixOnly && keyShape.test(literal.text))
      .filter((literal) => isNamespaced(literal.text))
      .filter(
        (literal) =>
          !(literal.text in english) && !keys.some((key) => key.startsWith(`${literal.text}.`)),
      )
      .map((literal) => `${literal.where} ${literal.text}`);
    expect(missing).toEqual([]);
  });

  it('built at run time start like a key of the dictionaries', () => {
    const dangling = all
      .filter((literal) => literal.prefixOnly && /^[a-z][A-Za-z0-9]*\./.test(literal.text))
      .filter((literal) => isNamespaced(literal.text))
      .filter((literal) => !keys.some((key) => key.startsWith(literal.text)))
      .map((literal) => `${literal.where} ${literal.text}`);
    expect(dangling).toEqual([]);
  });
});

describe('payment method names', () => {
  it.each(LANGUAGE_CODES)('%s names every method code', (code) => {
    const translated = dictionary(code);
    const missing = PAYMENT_METHOD_CODES.filter(
      (method) => !translated[methodNameKey(method)]?.trim(),
    );
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== 'EN'))(
    '%s translates every method name that is not a brand',
    (code) => {
      const translated = dictionary(code);
      const untranslated = PAYMENT_METHOD_CODES.filter(
        (method) =>
          !BRAND_METHOD_CODES.has(method) &&
          translated[methodNameKey(method)] === english[methodNameKey(method)],
      ).map((method) => `${method}: ${english[methodNameKey(method)]}`);
      expect(untranslated).toEqual([]);
    },
  );

  it.each(LANGUAGE_CODES)('%s writes a brand as English does', (code) => {
    const translated = dictionary(code);
    for (const method of BRAND_METHOD_CODES) {
      expect(translated[methodNameKey(method)], `${code} ${method}`).toBe(
        english[methodNameKey(method)],
      );
    }
  });
});
