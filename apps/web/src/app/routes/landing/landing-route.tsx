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
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import { usePopup } from '../../../shared/lib/use-popup';
import { Button } from '../../../shared/ui/button';
import { PageTitle } from '../../../shared/ui/page-title';

const registrationPopup: Record<LandingGame, PopupName> = {
  aviator: 'aviatore-registration',
  'coin-strike': 'coin-strike-registration',
  'energy-joker': 'energy-joker-registration',
  plinko: 'plinko-registration',
};

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

/** A landing page for visitors: the offer and the way to register. */
export function LandingRoute({ game, wheel }: { game?: LandingGame; wheel?: LandingWheel }) {
  const { t } = useTranslation();
  const { open } = usePopup();
  const key = wheel ? 'landing.wheel' : game ? `landing.${game}` : 'landing.index';
  const alias = game ? landingGameAlias[game] : undefined;
  return (
    <section
      className="flex flex-col items-center gap-6 py-10 text-center"
      data-landing={wheel ?? game ?? 'index'}
    >
      <PageTitle text={t(`${key}.title`)} />
      <p className="max-w-xl text-lg text-text-muted">{t(`${key}.body`)}</p>
      {alias ? <LandingGameCard alias={alias} /> : null}
      <Button
        onClick={() => open(wheel ? 'reg-wheel' : game ? registrationPopup[game] : 'sign-up')}
        size="hero"
      >
        {t('landing.cta')}
      </Button>
      <p className="text-xs text-text-muted">{t('footer.adultsOnly')}</p>
    </section>
  );
}
