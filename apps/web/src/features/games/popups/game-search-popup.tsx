import { useTranslation } from 'react-i18next';
import type { PopupViewProps } from '../../../config/popups';
import { PopupDescription, PopupTitle } from '../../../shared/ui/popup-dialog';
import { GameSearch } from '../components/game-search';

export type GameSearchPopupProps = PopupViewProps;

/** Phones (`game-search`): the search box with its results in a full window. */
export function GameSearchPopup(_props: GameSearchPopupProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4" data-popup="game-search">
      <PopupTitle className="text-xl font-bold">{t('popup.game-search.title')}</PopupTitle>
      <PopupDescription className="text-text-muted">{t('popup.game-search.body')}</PopupDescription>
      <GameSearch variant="panel" />
    </div>
  );
}
