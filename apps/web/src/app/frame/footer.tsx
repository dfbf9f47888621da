import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useCrashGameEntry } from '../../features/games/lib/crash-entry';
import { operatorStatement } from '../../shared/lib/operator-statement';
import { useLocalizedPath } from '../../shared/lib/use-localized-path';

/** The seven footer links of spec core §2. */
export function FooterLinks() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const crash = useCrashGameEntry();
  const links = [
    { to: localized(paths.category('live-casino')), label: t('footer.liveCasino') },
    // The crash game's gate applies at the click (spec core §4).
    { to: crash.to, label: t('footer.aviator'), onClick: crash.onClick },
    { to: localized(paths.info('conditions')), label: t('info.conditions') },
    { to: localized(paths.info('kycaml')), label: t('info.kycaml') },
    { to: localized(paths.info('privacy')), label: t('info.privacy') },
    { to: localized(paths.info('responsiblegame')), label: t('info.responsiblegame') },
    { to: localized(paths.info('cookies')), label: t('info.cookies') },
  ];
  return (
    <nav aria-label={t('footer.label')}>
      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={link.onClick} className="text-text-muted hover:text-text">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-12 border-t border-border px-4 py-8 pb-24 md:pb-8">
      <div className="mx-auto flex max-w-[1440px] flex-col gap-4">
        <FooterLinks />
        <p className="text-xs text-text-muted">{t('footer.adultsOnly')}</p>
        <p className="text-xs text-text-muted" data-testid="operator-licence">
          {operatorStatement(t)}
        </p>
      </div>
    </footer>
  );
}
