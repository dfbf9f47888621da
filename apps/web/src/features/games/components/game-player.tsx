import { ErrorCode, type GameItem, type GameMode } from '@jackdaw/contracts';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
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
import { isCrashGame } from '../lib/crash-entry';
import { gateDecision } from '../lib/gate';
import { launchModeFor } from '../lib/launch-mode';
import { useGameBalanceMessages } from '../lib/use-game-balance-messages';

const buttonClass =
  'flex h-10 items-center gap-2 rounded-lg border border-border bg-surface px-3 text-sm font-semibold hover:border-accent';
/** The game bar's buttons: an icon on a phone (the name stays for assistive technology). */
const barButtonClass =
  'flex h-10 min-w-10 shrink-0 items-center justify-center gap-2 rounded-lg border border-border bg-surface px-2 text-sm font-semibold hover:border-accent md:px-3';

const barIcons = {
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 7v6m0-9h.01',
  fullscreen: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  close: 'M6 6l12 12M18 6 6 18',
} as const;

function BarButtonFace({ icon, text }: { icon: keyof typeof barIcons; text: string }) {
  return (
    <>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="md:hidden">
        <path
          d={barIcons[icon]}
          stroke="currentColor"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="sr-only md:not-sr-only">{text}</span>
    </>
  );
}

/**
 * The game page fills the window below the site header, no more: the game bar and the whole
 * frame (its SPIN button and bet) are in view without scrolling the document. The header's
 * height is measured rather than assumed, so a taller header (a language's longer texts) still
 * leaves no scroll.
 */
function useFillViewport(element: RefObject<HTMLElement | null>): string {
  const [height, setHeight] = useState('100dvh');
  useLayoutEffect(() => {
    const fit = () => {
      const main = element.current;
      if (!main) return;
      const top = main.getBoundingClientRect().top + window.scrollY;
      setHeight(`calc(100dvh - ${Math.max(0, Math.round(top))}px)`);
    };
    window.scrollTo(0, 0);
    fit();
    // The site header above (its height may change with a language or a wrapped line).
    const header = document.querySelector('header');
    const observer = new ResizeObserver(fit);
    if (header) observer.observe(header);
    window.addEventListener('resize', fit);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
    };
  }, [element]);
  return height;
}

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
    ? launchModeFor({
        session,
        hasDemo: game.data.demo,
        requested,
        realFirst: isCrashGame(game.data.alias),
      })
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
  const page = useRef<HTMLElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const gameFrame = useRef<HTMLIFrameElement>(null);
  const height = useFillViewport(page);
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
    <main
      ref={page}
      id="content"
      style={{ height }}
      className="flex flex-col overflow-hidden bg-bg"
    >
      <div className="flex items-center gap-2 border-b border-border px-3 py-1.5 md:px-6">
        <div className="min-w-0 flex-1" data-testid="game-title">
          <PageTitle text={game.name}>
            <span className="block truncate text-base leading-6 md:text-xl">{game.name}</span>
          </PageTitle>
          <p className="flex min-w-0 items-center gap-2 text-xs text-text-muted">
            <span className="truncate">
              {game.provider.name} · {t(mode === 'real' ? 'games.mode.real' : 'games.mode.demo')}
            </span>
            {other === 'real' || game.demo ? (
              <Link
                to={localized(paths.game(game.alias, other))}
                state={{ game }}
                data-testid="game-mode-switch"
                className="inline-flex h-6 shrink-0 items-center rounded-full border border-accent px-2 font-semibold text-accent hover:bg-accent hover:text-accent-contrast"
              >
                {t(other === 'real' ? 'games.playReal' : 'games.demo')}
              </Link>
            ) : null}
          </p>
        </div>
        <button
          type="button"
          className={barButtonClass}
          aria-expanded={info}
          onClick={() => setInfo(!info)}
        >
          <BarButtonFace icon="info" text={t('games.info.button')} />
        </button>
        <button type="button" className={barButtonClass} onClick={fullscreen}>
          <BarButtonFace icon="fullscreen" text={t('games.fullscreen')} />
        </button>
        <button type="button" className={barButtonClass} onClick={close}>
          <BarButtonFace icon="close" text={t('common.close')} />
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
      <div ref={frame} className="relative min-h-0 flex-1 bg-black" data-testid="game-frame">
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
