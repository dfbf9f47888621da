import { cacheTimes, type LanguageCode } from '@jackdaw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { InfoPage } from '../../config/paths';

const blockSchema = z.union([
  z.object({ type: z.literal('p'), text: z.string() }),
  z.object({ type: z.literal('ul'), items: z.array(z.string()) }),
]);

export const infoContentSchema = z.object({
  title: z.string(),
  summary: z.string(),
  sections: z.array(z.object({ heading: z.string(), blocks: z.array(blockSchema) })),
});
export type InfoContent = z.infer<typeof infoContentSchema>;

/**
 * Pages written from the server's data rather than a content file: /info/welcome-bonus states
 * the seeded welcome offers' terms (GET /bonuses/welcome, features/bonuses).
 */
export const DATA_INFO_PAGES = ['welcome-bonus'] as const satisfies readonly InfoPage[];
export type StaticInfoPage = Exclude<InfoPage, (typeof DATA_INFO_PAGES)[number]>;

/** The tokens the content files may use; the info route fills each of them. */
export const INFO_TOKENS = ['brand', 'supportEmail', 'licence'] as const;
export type InfoTokens = Record<(typeof INFO_TOKENS)[number], string>;

/** Replaces the tokens of the content files (`{{brand}}`…). */
export function fillTokens(text: string, tokens: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => tokens[name] ?? whole);
}

/** Long texts live in their own files, fetched only when their page opens. */
export const infoContentQueryOptions = (page: StaticInfoPage, language: LanguageCode) =>
  queryOptions({
    queryKey: ['info', page, language],
    queryFn: async ({ signal }) => {
      const response = await fetch(`/content/info/${page}.${language}.json`, { signal });
      if (!response.ok) throw new Error(`info page ${page}.${language}: ${response.status}`);
      return z.parse(infoContentSchema, await response.json());
    },
    staleTime: cacheTimes.catalogues,
  });

export const useInfoContent = (page: StaticInfoPage, language: LanguageCode) =>
  useQuery(infoContentQueryOptions(page, language));
