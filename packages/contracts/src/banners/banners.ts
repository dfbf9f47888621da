import * as z from 'zod/mini';
import { okEnvelope } from '../envelope.js';

/** One coloured part of a banner's title (engagement §3 "Banner"). */
export const bannerTitlePartSchema = z.object({
  text: z.string(),
  /** CSS colour, e.g. #f5b82e. */
  color: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
});

export const bannerTranslationSchema = z.object({
  /** Site language code (EN, TR, …); English is the fallback. */
  language: z.string(),
  buttonName: z.string(),
  title: z.array(bannerTitlePartSchema),
  descriptionMob: z.string(),
  descriptionDesktop: z.string(),
});
export type BannerTranslation = z.infer<typeof bannerTranslationSchema>;

export const bannerSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    type: z.string(),
    /** Sort order: lower first. */
    weight: z.int(),
    /** Seconds this slide stays before the next. */
    turningSpeed: z.int(),
    /** Site path (or the deposit popup as `?popup=deposit`) for the button. */
    buttonLinkDesktop: z.string(),
    buttonLinkMob: z.string(),
    imgMob: z.string(),
    imgDesktop: z.string(),
    startDate: z.nullable(z.string()),
    endDate: z.nullable(z.string()),
    /** Countries it is shown in (ISO alpha-2); empty means everywhere. */
    geo: z.array(z.string()),
    translations: z.array(bannerTranslationSchema),
  })
  .register(z.globalRegistry, { id: 'Banner' });
export type Banner = z.infer<typeof bannerSchema>;

export const bannersResponseSchema = okEnvelope({ banners: z.array(bannerSchema) });
export type BannersResponse = z.infer<typeof bannersResponseSchema>;
