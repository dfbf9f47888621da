import {
  GAME_LANDING_POPUPS,
  wheelTypeFromPath,
  type LandingSource,
  type WheelType,
} from '@jackdaw/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CRASH_GAME_ALIAS,
  paths,
  type LandingGame,
  type LandingWheel,
} from '../../../config/paths';
import type { PopupName } from '../../../config/popups';
import { useGameByAlias } from '../../../features/games/api/find-game';
import { useLanding } from '../../../features/landings/api/get-landing';
import { useLandingVisit } from '../../../features/landings/api/post-visit';
import { PrizeCard } from '../../../features/landings/components/prize-card';
import { WheelLanding } from '../../../features/landings/components/wheel-landing';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import { usePopup } from '../../../shared/lib/use-popup';
import { Button } from '../../../shared/ui/button';
import { PageTitle } from '../../../shared/ui/page-title';

/** Each game landing's registration popup (engagement §2), by the contracts' pairing. */
const registrationPopup = Object.fromEntries(
  Object.entries(GAME_LANDING_POPUPS).map(([popup, source]) => [source, popup]),
) as Record<`game:${LandingGame}`, PopupName>;

/** The catalogue game a landing offers, where the catalogue has it. */
const landingGameAlias: Partial<Record<LandingGame, string>> = { aviator: CRASH_GAME_ALIAS };

/** The offered game's cover and its demo, open to visitors without an account. */
function LandingGameCard({ alias }: { alias: string }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { data: game } = useGameByAlias(alias, undefined);
  if (!game) return null;
  return (
    <div className="flex flex-col items-center gap-3">
      <img
        src={game.image}
        srcSet={game.imageSrcset}
        sizes="(min-width: 640px) 320px, 70vw"
        alt=""
        width={320}
        height={320}
        className="aspect-square w-[70vw] max-w-80 rounded-card object-cover shadow-2xl"
      />
      {game.demo ? (
        <Link
          to={localized(paths.game(game.alias, 'demo'))}
          state={{ game }}
          data-testid="landing-demo"
          className="text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          {t('games.playDemo', { game: game.name })}
        </Link>
      ) : null}
    </div>
  );
}

/** A wheel landing: the wheel of its theme; the last spin opens win-wheel. */
function WheelLandingRoute({ type }: { type: WheelType }) {
  const source: LandingSource = `wheel:${type}`;
  const { open } = usePopup();
  useLandingVisit(source);
  const landing = useLanding(source);
  const onWon = useCallback(() => open('win-wheel'), [open]);
  return (
    <WheelLanding
      type={type}
      texts={landing.isPending ? undefined : (landing.data?.texts ?? null)}
      prize={landing.data?.prize}
      onWon={onWon}
    />
  );
}

/**
 * A game landing (its texts and offer from the landing call, the site's texts until then) or
 * the landings' index (the welcome offer): the way to register.
 */
function GameLandingRoute({ game }: { game?: LandingGame }) {
  const { t } = useTranslation();
  const { open } = usePopup();
  const source = game ? (`game:${game}` as const) : undefined;
  useLandingVisit(source);
  const landing = useLanding(source ?? 'game:aviator', Boolean(source));
  const data = source ? landing.data : undefined;
  const key = game ? `landing.${game}` : 'landing.index';
  const alias = game ? landingGameAlias[game] : undefined;
  const waiting = Boolean(source) && landing.isPending;
  return (
    <section
      className="flex flex-col items-center gap-6 py-10 text-center"
      data-landing={game ?? 'index'}
    >
      {game ? (
        <p className="text-sm font-bold tracking-wide text-accent uppercase">{t(`${key}.title`)}</p>
      ) : null}
      {waiting ? (
        <div className="flex w-full max-w-xl flex-col items-center gap-3" aria-busy="true">
          <div className="h-8 w-4/5 animate-pulse rounded-lg bg-surface" />
          <div className="h-14 w-full animate-pulse rounded-lg bg-surface" />
        </div>
      ) : (
        <>
          <PageTitle text={data?.texts.title ?? t(`${key}.title`)} />
          <p className="max-w-xl text-lg text-text-muted">{data?.texts.body ?? t(`${key}.body`)}</p>
        </>
      )}
      {source ? <PrizeCard prize={data?.prize} line={data?.texts.prizeLine} /> : null}
      {alias ? <LandingGameCard alias={alias} /> : null}
      <Button onClick={() => open(source ? registrationPopup[source] : 'sign-up')} size="hero">
        {data?.texts.cta ?? t('landing.cta')}
      </Button>
      <p className="text-xs text-text-muted">{t('footer.adultsOnly')}</p>
    </section>
  );
}

/** A landing page for visitors (core §2 "Landing"): a wheel, a game's offer, or the index. */
export function LandingRoute({ game, wheel }: { game?: LandingGame; wheel?: LandingWheel }) {
  const type = wheel ? wheelTypeFromPath(wheel) : undefined;
  if (type) return <WheelLandingRoute key={type} type={type} />;
  return <GameLandingRoute key={game ?? 'index'} game={game} />;
}
