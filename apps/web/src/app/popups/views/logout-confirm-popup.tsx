import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PopupViewProps } from '../../../config/popups';
import { useSessionStore } from '../../../shared/state/session-store';
import { Button } from '../../../shared/ui/button';
import { PopupDescription, PopupTitle } from '../../../shared/ui/popup-dialog';

export function LogoutConfirmPopup({ name, close }: PopupViewProps) {
  const { t } = useTranslation();
  const setToken = useSessionStore((state) => state.setToken);
  const queryClient = useQueryClient();
  return (
    <div className="flex flex-col gap-4" data-popup={name}>
      <PopupTitle className="text-xl font-bold">{t('popup.logout-confirm.title')}</PopupTitle>
      <PopupDescription className="text-text-muted">
        {t('popup.logout-confirm.body')}
      </PopupDescription>
      <div className="mt-2 grid grid-cols-2 gap-3">
        <Button onClick={close} variant="secondary">
          {t('common.cancel')}
        </Button>
        <Button
          onClick={() => {
            setToken(null);
            queryClient.removeQueries({ queryKey: ['users'] });
            close();
          }}
          variant="danger"
        >
          {t('nav.logout')}
        </Button>
      </div>
    </div>
  );
}
