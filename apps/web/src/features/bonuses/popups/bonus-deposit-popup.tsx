import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PopupViewProps } from '../../../config/popups';
import { usePopup } from '../../../shared/lib/use-popup';
import { usePopupParams } from '../../../shared/lib/use-popup-params';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/form';
import { PopupDescription, PopupTitle } from '../../../shared/ui/popup-dialog';
import { useAvailableBonuses } from '../api/get-available-bonuses';
import { useBonuses } from '../api/get-bonuses';
import { useBonusFormat } from '../components/use-bonus-format';
import { checkDepositAmount } from '../lib/deposit-amount';
import { offerTerms } from '../lib/offer-terms';

export type BonusDepositPopupProps = PopupViewProps;

const OFFER_PARAMS = ['bonusOfferId'] as const;

/**
 * `bonus` (engagement §2, §5): the chosen offer's terms and the deposit amount, between the
 * offer's minimum and maximum deposit; Continue opens the deposit popup with that amount and
 * the offer, which the deposit request carries as `bonusOfferId`.
 */
export function BonusDepositPopup({ name, close }: BonusDepositPopupProps) {
  const { t } = useTranslation();
  const format = useBonusFormat();
  const [params] = useSearchParams();
  const { open } = usePopup();
  const offerId = Number(params.get('bonusOfferId'));
  usePopupParams(OFFER_PARAMS);
  const available = useAvailableBonuses();
  const bonuses = useBonuses();
  const offer =
    Number.isInteger(offerId) && offerId > 0
      ? offerTerms(offerId, available.data, bonuses.data?.bonuses)
      : null;
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const loading = !offer && (available.isPending || bonuses.isPending);

  const header = (
    <div className="flex flex-col gap-1">
      <PopupTitle className="text-xl font-bold">{t('popup.bonus.title')}</PopupTitle>
      <PopupDescription className="text-sm text-text-muted">
        {t('popup.bonus.body')}
      </PopupDescription>
    </div>
  );

  if (loading) {
    return (
      <div className="flex flex-col gap-4" data-popup={name}>
        {header}
        <div className="h-48 animate-pulse rounded-lg bg-surface-raised" aria-busy="true" />
      </div>
    );
  }
  if (!offer) {
    return (
      <div className="flex flex-col gap-4" data-popup={name}>
        {header}
        <p role="alert">{t('bonuses.offer.missing')}</p>
        <Button variant="secondary" block onClick={close}>
          {t('common.close')}
        </Button>
      </div>
    );
  }

  const limits = { min: offer.minDeposit, max: offer.maxDeposit };
  const check = checkDepositAmount(text, limits, format.language);
  const range =
    limits.max > 0
      ? t('bonuses.amount.range', { min: format.money(limits.min), max: format.money(limits.max) })
      : t('bonuses.amount.from', { min: format.money(limits.min) });
  const shownProblem =
    check.verdict === 'ok' || (check.verdict === 'empty' && !submitted)
      ? null
      : check.verdict === 'empty' || check.verdict === 'invalid'
        ? t('bonuses.amount.invalid')
        : t('bonuses.amount.outside', { range });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (check.verdict !== 'ok') return;
    open('deposit', { amount: String(check.amount), bonusOfferId: String(offer.offerId) });
  };

  const terms: [string, string][] = [
    ...(offer.kind === 'deposit'
      ? ([
          ['bonuses.field.percent', format.percent(offer.percent)],
          ['bonuses.field.depositBonusValue', format.money(offer.maxBonus)],
        ] as [string, string][])
      : ([['bonuses.field.quantitySpins', t('bonuses.value.spins', { count: offer.spins })]] as [
          string,
          string,
        ][])),
    ['bonuses.field.minDeposit', format.money(offer.minDeposit)],
    ...(offer.maxDeposit > 0
      ? ([['bonuses.field.maxDeposit', format.money(offer.maxDeposit)]] as [string, string][])
      : []),
    ['bonuses.field.wageringTime', t('bonuses.value.hours', { count: offer.wageringHours })],
    ['bonuses.field.requirement', `×${offer.wagerMultiplier}`],
  ];

  return (
    <form className="flex flex-col gap-4" data-popup={name} onSubmit={submit} noValidate>
      {header}
      <section
        className="flex flex-col gap-3 rounded-lg bg-surface-raised p-3"
        aria-label={t('bonuses.offer.terms')}
      >
        <p className="break-words font-bold">{offer.name}</p>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
          {terms.map(([label, value]) => (
            <div key={label} className="flex min-w-0 flex-col">
              <dt className="text-text-muted">{t(label)}</dt>
              <dd className="break-words font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <TextField
        label={t('bonuses.amount.label')}
        name="amount"
        value={text}
        inputMode="decimal"
        autoComplete="off"
        onChange={(event) => setText(event.currentTarget.value.replace(/[^\d.,]/g, ''))}
        error={shownProblem}
        hint={range}
        data-testid="bonus-amount"
      />
      <Button type="submit" block data-testid="bonus-deposit-confirm">
        {t('bonuses.action.continue')}
      </Button>
    </form>
  );
}
