import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../features/language/use-localized-path';
import { PageTitle } from '../../../shared/ui/page-title';

/**
 * /slots/{alias}?mode=real|demo. Until a game with this alias exists in the catalogue the page
 * shows the spec's "Game is unavailable" screen with its way back to the main page.
 */
export function GameRoute() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <main
      id="content"
      className="mx-auto flex min-h-[60dvh] max-w-[640px] flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <PageTitle text={t('game.unavailable.title')} />
      <p className="text-text-muted">{t('game.unavailable.body')}</p>
      <Link
        to={localized(paths.home)}
        className="rounded-lg bg-accent px-6 py-3 font-bold text-accent-contrast hover:bg-accent-strong"
      >
        {t('game.unavailable.button')}
      </Link>
    </main>
  );
}
