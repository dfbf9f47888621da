import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PopupViewProps } from '../../../config/popups';
import { problemFromError } from '../../../shared/lib/form-problem';
import { usePopupParams } from '../../../shared/lib/use-popup-params';
import { Button } from '../../../shared/ui/button';
import { PopupDescription, PopupTitle } from '../../../shared/ui/popup-dialog';
import { ProblemLine } from '../../../shared/ui/problem-line';
import { useBonuses } from '../api/get-bonuses';
import { useCancelBonus } from '../api/cancel-bonus';
import { useBonusFormat } from '../components/use-bonus-format';
import { findByTarget, type CancelTarget } from '../lib/bonus-cards';
import { progressPercent } from '../lib/progress';

export type BonusCancelPopupProps = PopupViewProps;

const CANCEL_PARAMS = ['id', 'kind'] as const;

/** The target the address names: `id` and `kind` (a free-spin campaign or a bonus). */
function targetOf(params: URLSearchParams): CancelTarget | null {
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id < 1) return null;
  return { kind: params.get('kind') === 'freespins' ? 'freespins' : 'bonus', id };
}

/**
 * `cancel-bonus` (engagement §2, §4 "Bonus cancellation"): keep the bonus or cancel it, warning
 * that the current progress in percent and the unused bonus funds will be lost. Works for a
 * bonus and for free spins; once cancelled the bonus and profile data are fetched again.
 */
export function BonusCancelPopup({ name, close }: BonusCancelPopupProps) {
  const { t } = useTranslation();
  const format = useBonusFormat();
  const [params] = useSearchParams();
  const target = targetOf(params);
  usePopupParams(CANCEL_PARAMS);
  const bonuses = useBonuses();
  const cancel = useCancelBonus();
  const entry = target && bonuses.data ? findByTarget(bonuses.data.bonuses, target) : null;
  const progress = entry?.progress;
  const percent = progress ? progressPercent(progress.wagerProgress, progress.wagerRequired) : 0;
  const funds = progress?.balance ?? 0;

  return (
    <div className="flex flex-col gap-4" data-popup={name}>
      <PopupTitle className="text-xl font-bold">{t('popup.cancel-bonus.title')}</PopupTitle>
      <PopupDescription className="text-text-muted">
        {t('popup.cancel-bonus.body')}
      </PopupDescription>
      {entry ? (
        <div className="flex flex-col gap-1 rounded-lg bg-surface-raised p-3 text-sm">
          <p className="break-words font-bold">{entry.info.name || entry.terms.name}</p>
          <p data-testid="cancel-bonus-warning">
            {target?.kind === 'freespins' && entry.campaign
              ? t('bonuses.cancel.spinsWarning', {
                  count: entry.campaign.spinsTotal - entry.campaign.spinsPlayed,
                  amount: format.money(entry.campaign.winTotal),
                })
              : t('bonuses.cancel.warning', {
                  percent: format.percent(percent),
                  amount: format.money(funds),
                })}
          </p>
        </div>
      ) : null}
      {target === null ? <p role="alert">{t('bonuses.offer.missing')}</p> : null}
      <ProblemLine problem={cancel.isError ? problemFromError(cancel.error) : null} />
      <div className="mt-2 grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
        <Button variant="secondary" onClick={close} data-testid="cancel-bonus-keep">
          {t('bonuses.cancel.keep')}
        </Button>
        <Button
          variant="danger"
          disabled={target === null}
          pending={cancel.isPending}
          onClick={() => {
            if (!target) return;
            cancel.mutate(target, { onSuccess: close });
          }}
          data-testid="cancel-bonus-confirm"
        >
          {t('bonuses.cancel.confirm')}
        </Button>
      </div>
    </div>
  );
}
