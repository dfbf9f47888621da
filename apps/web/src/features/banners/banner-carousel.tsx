import { DEFAULT_LANGUAGE, layout, parseLanguageCode, type Banner } from '@jackdaw/contracts';
import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAfterFirstPaint } from '../../shared/lib/after-first-paint';
import { track } from '../../shared/lib/analytics';
import { useLocalizedPath } from '../../shared/lib/use-localized-path';
import { useIsMobile } from '../../shared/lib/use-media-query';
import { usePopup } from '../../shared/lib/use-popup';
import { useSession } from '../../shared/lib/use-session';
import { Button } from '../../shared/ui/button';
import { useBanners } from './api/get-banners';
import { opensDeposit, pickTranslation } from './pick-translation';

const BANNER_BREAKPOINT = `(min-width: ${layout.bannerBreakpoint}px)`;

/**
 * Swiping, looping and the 5 s autoplay come from Embla, loaded after the slides are on screen:
 * the first banner paints with the page, the carousel library never delays it.
 */
function useEmbla(node: HTMLElement | null, slides: number) {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  useEffect(() => {
    if (!node || slides < 2) return;
    let api: EmblaCarouselType | undefined;
    let cancelled = false;
    void Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(
      ([{ default: EmblaCarousel }, { default: Autoplay }]) => {
        if (cancelled) return;
        api = EmblaCarousel(node, { loop: true }, [
          Autoplay({
            delay: layout.bannerAutoplay,
            stopOnMouseEnter: true,
            stopOnInteraction: false,
          }),
        ]);
        setEmbla(api);
      },
    );
    return () => {
      cancelled = true;
      api?.destroy();
      setEmbla(null);
    };
  }, [node, slides]);
  return embla;
}

/**
 * The promo carousel of the casino layout: swipeable, looping, advancing every 5 s, pausing
 * while the pointer is on it. A visitor's click opens sign-up; a player goes to the banner's
 * link, or to the deposit popup when that is its link (engagement §4 gate rules).
 */
export function BannerCarousel() {
  const { t, i18n } = useTranslation();
  const language = parseLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE;
  const { data, isPending } = useBanners();
  const banners = data ?? [];
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const embla = useEmbla(viewport, banners.length);
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => void embla.off('select', onSelect);
  }, [embla]);

  // The box is kept while loading so that the page does not jump when the slides arrive.
  if (isPending) return <div className="aspect-[3/2] rounded-card bg-surface md:aspect-[10/3]" />;
  if (banners.length === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('banners.label')}
      className="relative overflow-hidden rounded-card"
    >
      <div ref={setViewport} className="overflow-hidden">
        <ul className="flex">
          {banners.map((banner, index) => (
            <li
              key={banner.id}
              aria-roledescription="slide"
              aria-label={t('banners.slide', { index: index + 1, count: banners.length })}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              <BannerSlide banner={banner} language={language} eager={index === 0} />
            </li>
          ))}
        </ul>
      </div>
      {banners.length > 1 ? (
        // Each dot is a 24 px target (WCAG 2.2 target size), the visible dot drawn inside it.
        <div className="absolute right-1 bottom-1 flex md:right-2 md:bottom-2">
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              aria-label={t('banners.goTo', { index: index + 1 })}
              aria-current={index === selected}
              onClick={() => embla?.scrollTo(index)}
              data-banner-dot
              className="group grid h-6 min-w-6 place-items-center px-0.5"
            >
              <span className="block size-2.5 rounded-full bg-white/50 group-aria-[current=true]:w-6 group-aria-[current=true]:bg-accent" />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}

function BannerSlide({
  banner,
  language,
  eager,
}: {
  banner: Banner;
  language: string;
  eager: boolean;
}) {
  const copy = pickTranslation(banner, language);
  const session = useSession();
  const { open } = usePopup();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const isMobile = useIsMobile();
  // The other slides' pictures load after the first one is on screen.
  const painted = useAfterFirstPaint();

  const follow = useCallback(() => {
    track('banner_click', { banner_id: banner.id, banner_name: banner.name });
    if (session.status !== 'player') return open('sign-up');
    const link = isMobile ? banner.buttonLinkMob : banner.buttonLinkDesktop;
    if (opensDeposit(link)) return open('deposit');
    void navigate(localized(link));
  }, [banner, isMobile, localized, navigate, open, session.status]);

  return (
    <div className="relative aspect-[3/2] bg-surface md:aspect-[10/3]">
      {eager || painted ? (
        <picture>
          <source media={BANNER_BREAKPOINT} srcSet={banner.imgDesktop} />
          {/* A phone draws the illustration beside the text, never under it (its own right
              part); a wide screen spreads its picture behind the text, illustration right. */}
          <img
            src={banner.imgMob}
            alt=""
            data-banner-art
            className="absolute inset-y-0 right-0 h-full w-[42%] object-cover md:inset-0 md:w-full"
            loading={eager ? 'eager' : 'lazy'}
            {...(eager ? { fetchpriority: 'high' } : { decoding: 'async' })}
          />
        </picture>
      ) : null}
      {copy ? (
        <div
          data-banner-copy
          className="absolute inset-y-0 left-0 flex w-[58%] flex-col justify-center gap-1.5 py-4 pr-2 pl-4 md:w-3/5 md:gap-3 md:p-10"
        >
          <h2 className="text-xl leading-tight font-extrabold md:text-4xl">
            {copy.title.map((part, index) => (
              <span key={index} style={{ color: part.color }}>
                {index > 0 ? ' ' : ''}
                {part.text}
              </span>
            ))}
          </h2>
          <p className="text-xs text-text md:hidden">{copy.descriptionMob}</p>
          <p className="hidden text-base text-text md:block">{copy.descriptionDesktop}</p>
          <Button onClick={follow} size="sm" className="mt-1 self-start md:h-12 md:px-6">
            {copy.buttonName}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
