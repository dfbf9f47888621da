import { ErrorCode, type GameItem, type GameMode } from '@jackdaw/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { track } from '../../../shared/lib/analytics';
import { ApiError } from '../../../shared/lib/api-client';
import { currentLanguage } from '../../../shared/lib/i18n';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import { useIsMobile } from '../../../shared/lib/use-media-query';
import { usePopup } from '../../../shared/lib/use-popup';
import { useSession } from '../../../shared/lib/use-session';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGameByAlias } from '../api/find-game';
import { useLaunchGame } from '../api/launch-game';
import { gateDecision } from '../lib/gate';
import { launchModeFor } from '../lib/launch-mode';
import { useGameBalanceMessages } from '../lib/use-game-balance-messages';

const buttonClass =
  'flex h-10 items-center gap-2 rounded-lg border border-border bg-surface px-3 text-sm font-semibold hover:border-accent';

/**
 * /slots/{alias}?mode=real|demo. A game the catalogue does not hold shows "Game is unavailable";
 * without a mode the page picks one and writes it into the address, so that the mode stays put
 * when the balance changes during play; the gate rules come before the launch; the launch URL
 * (single use) opens in an iframe.
 */
export function GamePlayer({ alias, requested }: { alias: string; requested: GameMode | null }) {
  const { t } = useTranslation();
  const state: unknown = useLocation().state;
  const [, setParams] = useSearchParams();
  const session = useSession();
  const fromCard =
    state && typeof state === 'object' && 'game' in state ? (state.game as GameItem) : undefined;
  const game = useGameByAlias(alias, fromCard?.alias === alias ? fromCard : undefined);
  const mode = game.data
    ? launchModeFor({ session, hasDemo: game.data.demo, requested })
    : requested;

  useEffect(() => {
    if (requested || !mode) return;
    setParams(
      (params) => {
        params.set('mode', mode);
        return params;
      },
      { replace: true, state },
    );
  }, [requested, mode, setParams, state]);

  const loading = (
    <div className="flex min-h-[60dvh] items-center justify-center text-text-muted" role="status">
      {t('common.loading')}
    </div>
  );
  if (game.isPending) return loading;
  if (!game.data) return <GameUnavailable />;
  // The address is about to name the mode (the effect above); the route then mounts it anew.
  if (!requested) return loading;
  if (requested === 'demo' && !game.data.demo) return <GameUnavailable />;
  return <GateAndLaunch game={game.data} mode={requested} />;
}

function GateAndLaunch({ game, mode }: { game: GameItem; mode: GameMode }) {
  const { t } = useTranslation();
  const session = useSession();
  const { open, current } = usePopup();
  const decision = gateDecision(session, mode);
  const asked = useRef(false);

  // The gate opens its popup once per visit; closing it leaves the page blocked.
  useEffect(() => {
    if (asked.current || current) return;
    if (decision === 'sign-up' || decision === 'deposit') {
      asked.current = true;
      open(decision);
    }
  }, [decision, open, current]);

  if (decision === 'play') return <Launch game={game} mode={mode} />;
  if (decision === 'wait') {
    return (
      <div className="flex min-h-[60dvh] items-center justify-center text-text-muted" role="status">
        {t('common.loading')}
      </div>
    );
  }
  return <Blocked game={game} reason={decision} />;
}

/** The gate said no: what is missing, the way to it, and the demo when the game has one. */
function Blocked({ game, reason }: { game: GameItem; reason: 'sign-up' | 'deposit' }) {
  const { t } = useTranslation();
  const { open } = usePopup();
  const localized = useLocalizedPath();
  return (
    <main
      id="content"
      className="mx-auto flex min-h-[60dvh] max-w-[640px] flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <img
        src={game.image}
        srcSet={game.imageSrcset}
        sizes="256px"
        alt=""
        width={256}
        height={256}
        className="w-64 rounded-card"
      />
      <PageTitle text={game.name} />
      <p className="text-text-muted">
        {t(reason === 'sign-up' ? 'games.gate.signUp' : 'games.gate.deposit')}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => open(reason)} size="lg">
          {t(reason === 'sign-up' ? 'auth.signUp' : 'wallet.deposit')}
        </Button>
        {game.demo ? (
          <Link
            to={localized(paths.game(game.alias, 'demo'))}
            state={{ game }}
            className={`${buttonClass} h-12 px-6`}
          >
            {t('games.demo')}
          </Link>
        ) : null}
      </div>
    </main>
  );
}

function Launch({ game, mode }: { game: GameItem; mode: GameMode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const isMobile = useIsMobile();
  const { open } = usePopup();
  const frame = useRef<HTMLDivElement>(null);
  const gameFrame = useRef<HTMLIFrameElement>(null);
  useGameBalanceMessages(gameFrame);
  const [info, setInfo] = useState(false);
  const [returnUrl] = useState(() => window.location.pathname + window.location.search);
  const launch = useLaunchGame(
    {
      alias: game.alias,
      mode,
      platform: isMobile ? 'mobile' : 'web',
      lang: currentLanguage(),
      returnUrl,
    },
    true,
  );
  const error = launch.error instanceof ApiError ? launch.error : null;

  useEffect(() => {
    if (!launch.data) return;
    track(mode === 'real' ? 'game_start' : 'demo_game_start', {
      game_id: game.uuid,
      game_name: game.name,
      provider: game.provider.name,
    });
  }, [launch.data, mode, game]);

  useEffect(() => {
    if (!error) return;
    // Spec core §8: a launch 404 goes home; the gate's refusals open their popups.
    if (error.statusCode === 404) void navigate(localized(paths.home), { replace: true });
    else if (error.code === ErrorCode.AuthRequired) open('sign-up');
    else if (error.code === ErrorCode.GameBalanceRequired) open('deposit');
  }, [error, navigate, localized, open]);

  // The server's own gate (a session that changed since the page opened) blocks like ours.
  if (error?.code === ErrorCode.AuthRequired) return <Blocked game={game} reason="sign-up" />;
  if (error?.code === ErrorCode.GameBalanceRequired)
    return <Blocked game={game} reason="deposit" />;
  if (launch.isError && error?.statusCode !== 404) return <GameUnavailable />;

  const close = () => {
    track(mode === 'real' ? 'game_closed' : 'demo_game_closed', {
      game_id: game.uuid,
      game_name: game.name,
      provider: game.provider.name,
    });
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    void navigate(localized(paths.home));
  };
  const fullscreen = () => {
    frame.current?.requestFullscreen?.().catch(() => undefined);
  };
  const other: GameMode = mode === 'real' ? 'demo' : 'real';

  return (
    <main id="content" className="flex min-h-dvh flex-col bg-bg">
      <div className="flex flex-wrap items-center gap-2 border-b border-border px-3 py-2 md:px-6">
        <div className="min-w-0 flex-1">
          <PageTitle text={game.name}>
            <span className="block truncate text-lg md:text-xl">{game.name}</span>
          </PageTitle>
          <p className="truncate text-xs text-text-muted">
            {game.provider.name} · {t(mode === 'real' ? 'games.mode.real' : 'games.mode.demo')}
          </p>
        </div>
        {other === 'real' || game.demo ? (
          <Link
            to={localized(paths.game(game.alias, other))}
            state={{ game }}
            className={buttonClass}
          >
            {t(other === 'real' ? 'games.playReal' : 'games.demo')}
          </Link>
        ) : null}
        <button
          type="button"
          className={buttonClass}
          aria-expanded={info}
          onClick={() => setInfo(!info)}
        >
          {t('games.info.button')}
        </button>
        <button type="button" className={buttonClass} onClick={fullscreen}>
          {t('games.fullscreen')}
        </button>
        <button type="button" className={buttonClass} onClick={close}>
          {t('common.close')}
        </button>
      </div>
      {info ? (
        <dl
          aria-label={t('games.info.button')}
          className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-b border-border bg-surface px-3 py-3 text-sm md:px-6"
        >
          <dt className="text-text-muted">{t('games.info.provider')}</dt>
          <dd>{game.provider.name}</dd>
          <dt className="text-text-muted">{t('games.info.rtp')}</dt>
          <dd>{game.rtp === null ? t('games.info.unknown') : `${game.rtp.toFixed(2)}%`}</dd>
          <dt className="text-text-muted">{t('games.info.volatility')}</dt>
          <dd>
            {game.volatility === null
              ? t('games.info.unknown')
              : t(`games.volatility.${game.volatility}`)}
          </dd>
        </dl>
      ) : null}
      <div ref={frame} className="relative flex-1 bg-black">
        {launch.data ? (
          <iframe
            ref={gameFrame}
            src={launch.data.url}
            title={game.name}
            allow="fullscreen; autoplay"
            allowFullScreen
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <div className="absolute inset-0 grid place-items-center text-text-muted" role="status">
            {t('games.launching')}
          </div>
        )}
      </div>
    </main>
  );
}

/** Spec core §8: "Game is unavailable" with its way back to the main page. */
export function GameUnavailable() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <main
      id="content"
      className="mx-auto flex min-h-[60dvh] max-w-[640px] flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <PageTitle text={t('game.unavailable.title')} />
      <p className="text-text-muted">{t('game.unavailable.body')}</p>
      <ButtonLink to={localized(paths.home)} size="lg">
        {t('game.unavailable.button')}
      </ButtonLink>
    </main>
  );
}
