import { staffLogoutAllCall, staffLogoutCall } from '@jackdaw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, LogOut, MonitorX, UserRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { api } from '../api/client';
import { endSession, type SignOutReason } from '../api/session';
import { cn } from '../ui';
import { useIdleProbe } from './idle';
import { useMe } from './me';
import { NAV_SECTIONS, pageHref, pagesFor } from './pages';

function SideNav() {
  const { t } = useTranslation();
  const { data } = useMe();
  const visible = pagesFor(data?.permissions ?? []).filter((page) => page.nav);
  return (
    <nav aria-label={t('nav.label')} className="flex flex-col gap-5 px-3 py-4">
      {NAV_SECTIONS.map((section) => {
        const inSection = visible.filter((page) => page.nav!.section === section);
        if (!inSection.length) return null;
        return (
          <div key={section}>
            <p
              id={`nav-${section}`}
              className="px-2 pb-1 text-[11px] font-semibold tracking-wider text-nav-text uppercase"
            >
              {t(`nav.sections.${section}`)}
            </p>
            <ul aria-labelledby={`nav-${section}`} className="flex flex-col gap-0.5">
              {inSection.map((page) => {
                const Icon = page.nav!.icon;
                return (
                  <li key={page.area}>
                    <NavLink
                      to={pageHref(page)}
                      className={({ isActive }) =>
                        cn(
                          'flex items-center gap-2.5 rounded-md px-2 py-1.5 text-sm text-white hover:bg-nav-active focus-visible:outline-white',
                          isActive && 'bg-nav-active font-semibold',
                        )
                      }
                    >
                      <Icon aria-hidden="true" size={16} />
                      {t(page.nav!.labelKey, { ns: page.area })}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

function AccountMenu() {
  const { t } = useTranslation();
  const { data } = useMe();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !box.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const signOut = async (everywhere: boolean) => {
    setBusy(true);
    const reason: SignOutReason = everywhere ? 'signedOutEverywhere' : 'signedOut';
    // Whatever the answer (an already ended session too), this tab forgets the token.
    await api(everywhere ? staffLogoutAllCall : staffLogoutCall).catch(() => undefined);
    queryClient.clear();
    endSession(reason);
  };

  if (!data) return null;
  return (
    <div ref={box} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={() => setOpen(!open)}
        className="flex items-center gap-2 rounded-md border border-border px-2.5 py-1.5 text-sm hover:bg-surface-sunken"
      >
        <UserRound aria-hidden="true" size={16} />
        <span>{data.email}</span>
        <span className="sr-only">{t('account.menu')}</span>
        <ChevronDown aria-hidden="true" size={14} />
      </button>
      {open && (
        <div
          id="account-menu"
          className="absolute right-0 z-30 mt-1 w-72 rounded-md border border-border bg-surface p-1 shadow-lg"
        >
          <p className="px-3 py-2 text-xs text-text-muted">
            {t('account.role', { role: t(`roles.${data.role}`) })}
          </p>
          <button
            type="button"
            disabled={busy}
            onClick={() => void signOut(false)}
            className="flex w-full items-center gap-2 rounded px-3 py-2 text-left text-sm hover:bg-surface-sunken"
          >
            <LogOut aria-hidden="true" size={16} />
            {t('account.signOut')}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => void signOut(true)}
            className="flex w-full items-start gap-2 rounded px-3 py-2 text-left text-sm hover:bg-surface-sunken"
          >
            <MonitorX aria-hidden="true" size={16} className="mt-0.5" />
            <span>
              {t('account.signOutEverywhere')}
              <span className="block text-xs text-text-muted">
                {t('account.signOutEverywhereHint')}
              </span>
            </span>
          </button>
        </div>
      )}
    </div>
  );
}

/** The console's frame: side navigation by section, the account menu, the page. */
export function Layout() {
  const { t } = useTranslation();
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  useIdleProbe();
  // A new page: its main area takes the focus, so a screen reader starts there.
  useEffect(() => {
    main.current?.focus({ preventScroll: true });
  }, [location.pathname]);
  return (
    <div className="flex min-h-screen">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-surface px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('app.skipToContent')}
      </a>
      <div className="w-56 shrink-0 bg-nav text-nav-text">
        <aside className="sticky top-0 flex h-screen flex-col overflow-y-auto">
          <p className="px-5 pt-4 text-base font-bold text-white">{t('app.name')}</p>
          <SideNav />
        </aside>
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-14 items-center justify-end border-b border-border bg-surface px-6">
          <AccountMenu />
        </header>
        <main id="main" ref={main} tabIndex={-1} className="flex-1">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
