import { DEFAULT_LANGUAGE, LANGUAGES, parseLanguageCode } from '@jackdaw/contracts';
import { formatMoney } from '@jackdaw/money';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useCasinoFilters } from '../../features/games/casino-filters';
import { useCrashGameEntry } from '../../features/games/lib/crash-entry';
import { LanguagePicker } from '../../features/language/language-picker';
import { useLocalizedPath } from '../../shared/lib/use-localized-path';
import { usePopup } from '../../shared/lib/use-popup';
import { useSession, type Session } from '../../shared/lib/use-session';
import { useUiStore } from '../../shared/state/ui-store';
import { Button } from '../../shared/ui/button';

const navLinkClass =
  'flex h-10 items-center rounded-lg px-3 text-sm font-semibold text-text-muted hover:text-text aria-[current=page]:bg-surface-raised aria-[current=page]:text-text';

/** Top navigation: Casino, Live casino, Tournaments and the crash game (spec core §2). */
function TopNav() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const location = useLocation();
  const rememberPage = useUiStore((state) => state.rememberPage);
  const { resetCategory, showLiveCasino } = useCasinoFilters();
  const crash = useCrashGameEntry();
  const remember = () => rememberPage(location.pathname + location.search);
  return (
    <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
      <NavLink
        to={localized(paths.home)}
        end
        className={navLinkClass}
        onClick={() => {
          remember();
          resetCategory();
        }}
      >
        {t('nav.casino')}
      </NavLink>
      <NavLink
        to={localized(paths.category('live-casino'))}
        className={navLinkClass}
        onClick={() => {
          remember();
          showLiveCasino();
        }}
      >
        {t('nav.liveCasino')}
      </NavLink>
      <NavLink
        to={localized(paths.tournaments)}
        className={navLinkClass}
        onClick={() => {
          remember();
          resetCategory();
        }}
      >
        {t('nav.tournaments')}
      </NavLink>
      <NavLink
        to={crash.to}
        className="ml-1 rounded-lg aria-[current=page]:ring-2 aria-[current=page]:ring-accent"
        data-testid="header-crash-game"
        onClick={(event) => {
          remember();
          crash.onClick(event);
        }}
      >
        <img src="/images/aviator.svg" alt={t('nav.crashGame')} width={96} height={32} />
      </NavLink>
    </nav>
  );
}

/**
 * Desktop language dropdown, a disclosure: the panel follows its button, so Tab walks on into
 * the search box and the list. It closes on a choice, a click outside, Escape (the focus goes
 * back to the button) or the focus leaving it.
 */
function LanguageDropdown() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const language = parseLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE;
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);
  return (
    <div
      ref={box}
      className="relative hidden md:block"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
      onBlur={(event) => {
        if (!box.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        // The code it shows (EN) first, then what the button is for and the language's name.
        aria-label={`${language}, ${t('language.label')}: ${LANGUAGES[language].nativeName}`}
        data-testid="language-button"
        onClick={() => setOpen((value) => !value)}
        className="flex h-10 items-center gap-2 rounded-lg border border-border px-3 text-sm font-semibold"
      >
        <img src={`/flags/${LANGUAGES[language].flagCountry}.svg`} alt="" width={20} height={15} />
        {language}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 top-12 z-40 w-64 rounded-card border border-border bg-surface p-3 shadow-2xl"
      >
        {open ? <LanguagePicker onChosen={() => setOpen(false)} /> : null}
      </div>
    </div>
  );
}

function UserArea({ session }: { session: Session }) {
  const { t, i18n } = useTranslation();
  const localized = useLocalizedPath();
  const { open } = usePopup();
  const language = parseLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE;
  if (session.status === 'unknown') {
    return (
      <div
        className="h-10 w-48 animate-pulse rounded-lg bg-surface-raised"
        data-testid="header-placeholder"
      />
    );
  }
  if (session.status === 'guest' || !session.user) {
    return (
      <div className="flex items-center gap-2">
        <Button onClick={() => open('sign-in')} variant="secondary" size="sm" className="text-sm">
          {t('auth.login')}
        </Button>
        <Button onClick={() => open('sign-up')} size="sm" className="text-sm">
          {t('auth.signUp')}
        </Button>
      </div>
    );
  }
  const { balance, currencyCode } = session.user;
  return (
    <div className="flex min-w-0 items-center gap-2">
      <button
        type="button"
        onClick={() => open('deposit')}
        // The balances it shows are heard before what a tap does (WCAG 2.5.3, label in name).
        aria-label={`${t('wallet.balance')} ${formatMoney(balance.balance, currencyCode, language)}, ${t('wallet.bonus')}: ${formatMoney(balance.bonusBalance, currencyCode, language)}, ${t('wallet.deposit')}`}
        className="flex h-10 min-w-0 items-center gap-2 rounded-lg border border-border bg-surface-raised px-2 text-sm sm:gap-3 sm:px-3"
      >
        <span className="flex min-w-0 flex-col items-end leading-tight">
          <span className="font-bold whitespace-nowrap" data-testid="header-balance">
            {formatMoney(balance.balance, currencyCode, language)}
          </span>{' '}
          {/* A long label ("Bonus bakiyesi") gives way on a phone; the amounts never do. */}
          <span
            className="flex max-w-full gap-1 text-xs whitespace-nowrap text-text-muted"
            data-testid="header-bonus"
          >
            <span className="truncate">{t('wallet.bonus')}:</span>{' '}
            <span className="shrink-0">
              {formatMoney(balance.bonusBalance, currencyCode, language)}
            </span>
          </span>
        </span>
        <span className="shrink-0 rounded-md bg-accent px-2 py-1 font-bold text-accent-contrast">
          +
        </span>
      </button>
      <Link
        to={localized(paths.profile.root)}
        aria-label={t('nav.profile')}
        className="grid h-10 w-10 shrink-0 place-items-center rounded-full border border-border font-bold"
      >
        {(session.user.name || session.user.login).slice(0, 1).toUpperCase()}
      </Link>
    </div>
  );
}

export function Header() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const resetCategory = useCasinoFilters((state) => state.resetCategory);
  const { open } = usePopup();
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface/95 backdrop-blur">
      <div className="flex h-16 items-center gap-2 px-3 md:gap-3 md:px-4">
        <button
          type="button"
          aria-label={t('nav.menu')}
          onClick={() => open('side-menu')}
          className="grid h-10 w-10 shrink-0 place-items-center rounded-lg text-text-muted hover:bg-surface-raised md:hidden"
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d="M4 7h16M4 12h16M4 17h16"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
        <button
          type="button"
          // Named by the site name it shows (the name itself is hidden on narrow phones).
          aria-label={`${t('app.name')}, ${t('nav.home')}`}
          onClick={() => {
            window.scrollTo({ top: 0, behavior: 'smooth' });
            resetCategory();
            void navigate(localized(paths.home));
          }}
          className="flex shrink-0 items-center gap-2 text-lg font-extrabold tracking-tight"
        >
          <img src="/favicon.svg" alt="" width={32} height={32} />
          {/* Beside a signed-in wallet the name fits no phone in every language; the mark does. */}
          <span className="hidden sm:inline">{t('app.name')}</span>
        </button>
        <TopNav />
        <div className="ml-auto flex min-w-0 items-center gap-2">
          <LanguageDropdown />
          <UserArea session={session} />
        </div>
      </div>
    </header>
  );
}
