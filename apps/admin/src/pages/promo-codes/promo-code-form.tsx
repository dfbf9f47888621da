import {
  adminBonusOffersCall,
  adminPromoCodeCreateCall,
  CURRENCY_CODES,
  PROMO_REWARDS,
  type AdminPromoCodeBody,
  type CurrencyCode,
  type PromoReward,
} from '@jackdaw/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api, ApiError } from '../../api/client';
import {
  BackLink,
  Button,
  CurrencyAdder,
  Field,
  fromLocalInput,
  Notice,
  Page,
  Section,
  Select,
  TextInput,
  useErrorText,
} from '../../ui';

const listOf = (value: string) =>
  value
    .split(/[\s,]+/)
    .map((item) => item.trim().toUpperCase())
    .filter(Boolean);

/** A new promo code: its reward, figures per currency, validity, who may use it and how often. */
export function PromoCodeForm() {
  const { t } = useTranslation('promo-codes');
  const errorText = useErrorText();
  const client = useQueryClient();
  const navigate = useNavigate();
  const offers = useQuery({
    queryKey: ['admin', 'promo-codes', 'offers'],
    queryFn: ({ signal }) => api(adminBonusOffersCall, { query: {}, signal }),
  });
  const [code, setCode] = useState('');
  const [reward, setReward] = useState<PromoReward>('bonus');
  const [offerId, setOfferId] = useState('');
  const [figures, setFigures] = useState<Partial<Record<CurrencyCode, string>>>({ USD: '' });
  const [spins, setSpins] = useState('');
  const [refundPercent, setRefundPercent] = useState('');
  const [refundDays, setRefundDays] = useState('');
  const [validFrom, setValidFrom] = useState('');
  const [validUntil, setValidUntil] = useState('');
  const [currencies, setCurrencies] = useState('');
  const [countries, setCountries] = useState('');
  const [maxUses, setMaxUses] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const create = useMutation({
    mutationFn: (body: AdminPromoCodeBody) => api(adminPromoCodeCreateCall, { body }),
    onSuccess: async (answer) => {
      await client.invalidateQueries({ queryKey: ['admin', 'promo-codes'] });
      void navigate(`../${answer.code.id}`, { relative: 'path' });
    },
    onError: (error) => {
      const text = errorText(error);
      const problem = error instanceof ApiError ? error.code : '';
      if (problem === 'PROMO.CODE_TAKEN') setErrors({ code: text });
      else if (problem === 'BONUS.NOT_FOUND') setErrors({ offerId: text });
      else setErrors({ form: text });
    },
  });

  const needsOffer = reward === 'bonus' || reward === 'freespins';
  const matchingOffers = (offers.data?.items ?? []).filter(
    (offer) =>
      offer.status !== 'ended' &&
      (reward === 'freespins' ? offer.kind === 'freespins' : offer.kind === 'deposit'),
  );

  function submit() {
    const found: Record<string, string> = {};
    const trimmed = code.trim();
    if (!/^[A-Za-z0-9]{3,32}$/.test(trimmed)) found.code = t('form.codeRule');
    const whole = (value: string, key: string, min: number, max: number) => {
      if (!value.trim()) return null;
      const number = Number(value);
      if (!Number.isInteger(number) || number < min || number > max) {
        found[key] = t('form.range', { min, max });
        return null;
      }
      return number;
    };
    const byCurrency: Partial<Record<CurrencyCode, number>> = {};
    for (const [currency, value] of Object.entries(figures) as [CurrencyCode, string][]) {
      if (!value.trim()) continue;
      if (!/^\d+(\.\d{1,2})?$/.test(value.trim()) || Number(value) <= 0) {
        found[`figure.${currency}`] = t('form.money');
        continue;
      }
      byCurrency[currency] = Math.round(Number(value) * 100);
    }
    if (reward !== 'freespins' && !byCurrency.USD && !found['figure.USD']) {
      found['figure.USD'] = t('form.usdRequired');
    }
    if (needsOffer && !offerId) found.offerId = t('form.offerRequired');
    const body: AdminPromoCodeBody = {
      code: trimmed,
      reward,
      offerId: needsOffer && offerId ? Number(offerId) : null,
      amounts: {
        byCurrency,
        spins: reward === 'freespins' ? whole(spins, 'spins', 1, 10_000) : null,
      },
      refundPercent: reward === 'refund' ? whole(refundPercent, 'refundPercent', 1, 100) : null,
      refundDays: reward === 'refund' ? whole(refundDays, 'refundDays', 1, 365) : null,
      validFrom: fromLocalInput(validFrom),
      validUntil: fromLocalInput(validUntil),
      currencies: listOf(currencies) as CurrencyCode[],
      countries: listOf(countries),
      maxUses: whole(maxUses, 'maxUses', 1, 10_000_000),
    };
    if (reward === 'refund' && body.refundPercent === null && !found.refundPercent) {
      found.refundPercent = t('form.required');
    }
    if (reward === 'refund' && body.refundDays === null && !found.refundDays) {
      found.refundDays = t('form.required');
    }
    const unknown = body.currencies.filter((c) => !CURRENCY_CODES.includes(c));
    if (unknown.length)
      found.currencies = t('form.unknownCurrencies', { list: unknown.join(', ') });
    if (body.countries.some((c) => !/^[A-Z]{2}$/.test(c))) found.countries = t('form.countryRule');
    if (body.validFrom && body.validUntil && body.validUntil <= body.validFrom) {
      found.validUntil = t('form.datesInvalid');
    }
    setErrors(found);
    if (Object.keys(found).length === 0) create.mutate(body);
  }

  const listed = Object.keys(figures) as CurrencyCode[];
  return (
    <Page
      title={t('form.title')}
      description={t('form.description')}
      back={<BackLink>{t('actions.back')}</BackLink>}
    >
      <form
        className="flex flex-col gap-5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Section title={t('form.code')}>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            <Field label={t('form.code')} hint={t('form.codeHint')} error={errors.code}>
              <TextInput
                value={code}
                maxLength={32}
                autoCapitalize="characters"
                onChange={(event) => setCode(event.target.value)}
              />
            </Field>
            <Field label={t('form.reward')}>
              <Select
                value={reward}
                onChange={(event) => setReward(event.target.value as PromoReward)}
                options={PROMO_REWARDS.map((value) => ({ value, label: t(`reward.${value}`) }))}
              />
            </Field>
            {needsOffer && (
              <Field label={t('form.offer')} hint={t('form.offerHint')} error={errors.offerId}>
                <Select
                  value={offerId}
                  onChange={(event) => setOfferId(event.target.value)}
                  options={[
                    { value: '', label: t('form.chooseOffer') },
                    ...matchingOffers.map((offer) => ({
                      value: String(offer.id),
                      label: `${offer.name} (#${offer.id})`,
                    })),
                  ]}
                />
              </Field>
            )}
            {reward === 'freespins' && (
              <Field label={t('form.spins')} hint={t('form.spinsHint')} error={errors.spins}>
                <TextInput
                  inputMode="numeric"
                  value={spins}
                  onChange={(event) => setSpins(event.target.value)}
                />
              </Field>
            )}
            {reward === 'refund' && (
              <>
                <Field label={t('form.refundPercent')} error={errors.refundPercent}>
                  <TextInput
                    inputMode="numeric"
                    value={refundPercent}
                    onChange={(event) => setRefundPercent(event.target.value)}
                  />
                </Field>
                <Field label={t('form.refundDays')} error={errors.refundDays}>
                  <TextInput
                    inputMode="numeric"
                    value={refundDays}
                    onChange={(event) => setRefundDays(event.target.value)}
                  />
                </Field>
              </>
            )}
          </div>
        </Section>

        <Section title={t('form.amounts')}>
          <p className="mb-2 text-xs text-text-muted">{t(`form.amountsHint.${reward}`)}</p>
          <div className="grid gap-3 sm:grid-cols-3 xl:grid-cols-6">
            {listed.map((currency) => (
              <Field
                key={currency}
                label={t('form.figure', { currency })}
                error={errors[`figure.${currency}`]}
              >
                <TextInput
                  inputMode="decimal"
                  value={figures[currency] ?? ''}
                  onChange={(event) => setFigures({ ...figures, [currency]: event.target.value })}
                />
              </Field>
            ))}
          </div>
          <CurrencyAdder
            listed={listed}
            label={t('form.addCurrency')}
            addLabel={t('form.add')}
            onAdd={(currency) => setFigures({ ...figures, [currency]: '' })}
          />
        </Section>

        <Section title={t('form.limits')}>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            <Field label={t('form.validFrom')}>
              <TextInput
                type="datetime-local"
                value={validFrom}
                onChange={(event) => setValidFrom(event.target.value)}
              />
            </Field>
            <Field label={t('form.validUntil')} error={errors.validUntil}>
              <TextInput
                type="datetime-local"
                value={validUntil}
                onChange={(event) => setValidUntil(event.target.value)}
              />
            </Field>
            <Field label={t('form.maxUses')} hint={t('form.maxUsesHint')} error={errors.maxUses}>
              <TextInput
                inputMode="numeric"
                value={maxUses}
                onChange={(event) => setMaxUses(event.target.value)}
              />
            </Field>
            <Field
              label={t('form.currencies')}
              hint={t('form.currenciesHint')}
              error={errors.currencies}
            >
              <TextInput
                value={currencies}
                onChange={(event) => setCurrencies(event.target.value)}
              />
            </Field>
            <Field
              label={t('form.countries')}
              hint={t('form.countriesHint')}
              error={errors.countries}
            >
              <TextInput value={countries} onChange={(event) => setCountries(event.target.value)} />
            </Field>
          </div>
        </Section>

        {errors.form && <Notice tone="danger">{errors.form}</Notice>}
        <div>
          <Button type="submit" variant="primary" busy={create.isPending}>
            {t('form.create')}
          </Button>
        </div>
      </form>
    </Page>
  );
}
