import {
  adminBonusOfferCall,
  adminBonusOfferCreateCall,
  adminBonusOfferEditCall,
  BONUS_CATEGORIES,
  BONUS_DEFAULT_CONTRIBUTIONS,
  BONUS_DISPLAY_KINDS,
  BONUS_KINDS,
  BONUS_PRODUCTS,
  type AdminBonusOffer,
  type AdminBonusOfferBody,
  type CurrencyCode,
  type OfferAmounts,
} from '@jackdaw/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { api, ApiError } from '../../api/client';
import { useCan } from '../../app/me';
import {
  BackLink,
  Button,
  CurrencyAdder,
  ErrorNotice,
  Field,
  fromLocalInput,
  Notice,
  Page,
  Section,
  Select,
  TextInput,
  toLocalInput,
  useErrorText,
} from '../../ui';
import { OfferStateActions, OfferStatus } from './offer-state';

const AMOUNT_FIELDS = [
  'minDeposit',
  'maxDeposit',
  'minDepositFreespins',
  'maxBonus',
  'winCap',
] as const;
type AmountField = (typeof AMOUNT_FIELDS)[number] | 'maxStake';
type AmountRow = Record<AmountField, string>;

/** The form: numbers as typed (strings), money in major units (cents shown as decimals). */
interface Draft {
  name: string;
  kind: AdminBonusOfferBody['kind'];
  displayKind: AdminBonusOfferBody['displayKind'];
  product: AdminBonusOfferBody['product'];
  registration: AdminBonusOfferBody['registration'];
  deposits: AdminBonusOfferBody['deposits'];
  percent: string;
  fastPercent: string;
  fastMinutes: string;
  depositWindowHours: string;
  wagerMultiplier: string;
  wageringHours: string;
  freespinWagerMultiplier: string;
  freespinWageringHours: string;
  payoutPercent: string;
  claimHours: string;
  spinsTotal: string;
  spinsParts: string;
  spinsPartHours: string;
  spinsGame: string;
  startsAt: string;
  endsAt: string;
  amounts: Partial<Record<CurrencyCode, AmountRow>>;
  contributions: Record<string, string>;
}

const major = (minor: number | undefined) => (minor ? (minor / 100).toString() : '');
const text = (value: number | null) => (value === null ? '' : String(value));
/** An instant as a `datetime-local` value in UTC (the console's one time zone), and back. */

const emptyRow = (): AmountRow => ({
  minDeposit: '',
  maxDeposit: '',
  minDepositFreespins: '',
  maxBonus: '',
  winCap: '',
  maxStake: '',
});

function draftOf(offer: AdminBonusOffer | null): Draft {
  const amounts: Draft['amounts'] = {};
  if (offer) {
    // USD first (the one required), then the others alphabetically.
    const listed = (Object.entries(offer.amounts) as [CurrencyCode, OfferAmounts][]).sort(
      ([a], [b]) => (a === 'USD' ? -1 : b === 'USD' ? 1 : a.localeCompare(b)),
    );
    for (const [currency, row] of listed) {
      amounts[currency] = {
        ...Object.fromEntries(AMOUNT_FIELDS.map((field) => [field, major(row[field])])),
        maxStake: major(offer.maxStake?.[currency]),
      } as AmountRow;
    }
  } else amounts.USD = emptyRow();
  const contributions = offer?.contributions ?? BONUS_DEFAULT_CONTRIBUTIONS;
  return {
    name: offer?.name ?? '',
    kind: offer?.kind ?? 'deposit',
    displayKind: offer?.displayKind ?? 'deposit',
    product: offer?.product ?? 'casino',
    registration: offer?.registration ?? 'any',
    deposits: offer?.deposits ?? 'any',
    percent: text(offer?.percent ?? 100),
    fastPercent: text(offer?.fastPercent ?? null),
    fastMinutes: text(offer?.fastMinutes ?? null),
    depositWindowHours: text(offer?.depositWindowHours ?? null),
    wagerMultiplier: text(offer?.wagerMultiplier ?? 50),
    wageringHours: text(offer?.wageringHours ?? 72),
    freespinWagerMultiplier: text(offer?.freespinWagerMultiplier ?? null),
    freespinWageringHours: text(offer?.freespinWageringHours ?? null),
    payoutPercent: text(offer?.payoutPercent ?? 100),
    claimHours: text(offer?.claimHours ?? 168),
    spinsTotal: text(offer?.spinsTotal ?? null),
    spinsParts: text(offer?.spinsParts ?? null),
    spinsPartHours: text(offer?.spinsPartHours ?? null),
    spinsGame: offer?.spinsGame ?? '',
    startsAt: toLocalInput(offer?.startsAt ?? null),
    endsAt: toLocalInput(offer?.endsAt ?? null),
    amounts,
    contributions: Object.fromEntries(
      BONUS_CATEGORIES.map((category) => [category, String(contributions[category] ?? 0)]),
    ),
  };
}

export function OfferEditor() {
  const { id } = useParams();
  const { t } = useTranslation('bonus-offers');
  const offer = useQuery({
    queryKey: ['admin', 'bonus-offers', 'one', id],
    queryFn: ({ signal }) => api(adminBonusOfferCall, { params: { id: id! }, signal }),
    enabled: Boolean(id),
    retry: false,
  });
  const current = offer.data?.offer ?? null;
  return (
    <Page
      title={current ? t('editor.editTitle', { name: current.name }) : t('editor.newTitle')}
      description={current ? <OfferStatus status={current.status} /> : undefined}
      back={<BackLink>{t('actions.back')}</BackLink>}
      actions={current ? <OfferStateActions offer={current} /> : undefined}
    >
      {offer.error ? (
        offer.error instanceof ApiError && offer.error.statusCode === 404 ? (
          <Notice tone="warning">{t('editor.notFound')}</Notice>
        ) : (
          <ErrorNotice error={offer.error} onRetry={() => void offer.refetch()} />
        )
      ) : id && !current ? (
        <p role="status">{t('editor.loading')}</p>
      ) : (
        <OfferForm key={`${current?.id ?? 'new'}-${current?.updatedAt ?? ''}`} offer={current} />
      )}
    </Page>
  );
}

function OfferForm({ offer }: { offer: AdminBonusOffer | null }) {
  const { t } = useTranslation('bonus-offers');
  const errorText = useErrorText();
  const canWrite = useCan('bonuses.write') && offer?.status !== 'ended';
  const client = useQueryClient();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(() => draftOf(offer));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((old) => ({ ...old, [key]: value }));

  const save = useMutation({
    mutationFn: (body: AdminBonusOfferBody) =>
      offer
        ? api(adminBonusOfferEditCall, { params: { id: String(offer.id) }, body })
        : api(adminBonusOfferCreateCall, { body }),
    onSuccess: async (answer) => {
      await client.invalidateQueries({ queryKey: ['admin', 'bonus-offers'] });
      if (!offer) void navigate(`../${answer.offer.id}`, { relative: 'path' });
    },
    onError: (error) => setErrors({ form: errorText(error) }),
  });

  /** Reads the draft into a body; a field that cannot be read gets its message. */
  function bodyOf(): AdminBonusOfferBody | null {
    const found: Record<string, string> = {};
    const whole = (key: keyof Draft, required: boolean) => {
      const value = (draft[key] as string).trim();
      if (!value) {
        if (required) found[key] = t('editor.required');
        return null;
      }
      if (!/^\d+$/.test(value)) {
        found[key] = t('editor.wholeNumber');
        return null;
      }
      return Number(value);
    };
    const minor = (value: string, at: string) => {
      const trimmed = value.trim();
      if (!trimmed) return 0;
      if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) {
        found[at] = t('editor.money');
        return 0;
      }
      return Math.round(Number(trimmed) * 100);
    };
    if (!draft.name.trim()) found.name = t('editor.required');
    if (!draft.amounts.USD) found.amounts = t('editor.usdRequired');
    const amounts: AdminBonusOfferBody['amounts'] = {};
    const maxStake: Partial<Record<CurrencyCode, number>> = {};
    for (const [currency, row] of Object.entries(draft.amounts) as [CurrencyCode, AmountRow][]) {
      amounts[currency] = Object.fromEntries(
        AMOUNT_FIELDS.map((field) => [field, minor(row[field], `${currency}.${field}`)]),
      ) as OfferAmounts;
      const stake = minor(row.maxStake, `${currency}.maxStake`);
      if (stake > 0) maxStake[currency] = stake;
    }
    const contributions = Object.fromEntries(
      BONUS_CATEGORIES.map((category) => {
        const value = Number(draft.contributions[category]);
        if (!Number.isInteger(value) || value < 0 || value > 100) {
          found[`contribution.${category}`] = t('editor.percent100');
        }
        return [category, value];
      }),
    ) as AdminBonusOfferBody['contributions'];
    const body: AdminBonusOfferBody = {
      name: draft.name.trim(),
      kind: draft.kind,
      displayKind: draft.displayKind,
      product: draft.product,
      registration: draft.registration,
      deposits: draft.deposits,
      percent: whole('percent', true) ?? 0,
      fastPercent: whole('fastPercent', false),
      fastMinutes: whole('fastMinutes', false),
      depositWindowHours: whole('depositWindowHours', false),
      amounts,
      maxStake: Object.keys(maxStake).length ? maxStake : null,
      wagerMultiplier: whole('wagerMultiplier', true) ?? 0,
      wageringHours: whole('wageringHours', true) ?? 0,
      freespinWagerMultiplier: whole('freespinWagerMultiplier', false),
      freespinWageringHours: whole('freespinWageringHours', false),
      contributions,
      payoutPercent: whole('payoutPercent', true) ?? 0,
      spinsTotal: whole('spinsTotal', false),
      spinsParts: whole('spinsParts', false),
      spinsPartHours: whole('spinsPartHours', false),
      spinsGame: draft.spinsGame.trim() || null,
      claimHours: whole('claimHours', true) ?? 0,
      startsAt: fromLocalInput(draft.startsAt),
      endsAt: fromLocalInput(draft.endsAt),
    };
    if (body.payoutPercent > 100) found.payoutPercent = t('editor.percent100');
    if (body.startsAt && body.endsAt && body.endsAt <= body.startsAt) {
      found.endsAt = t('editor.datesInvalid');
    }
    setErrors(found);
    return Object.keys(found).length ? null : body;
  }

  const numberField = (key: keyof Draft, label: string, hint?: string) => (
    <Field label={label} hint={hint} error={errors[key]}>
      <TextInput
        inputMode="numeric"
        value={draft[key] as string}
        disabled={!canWrite}
        onChange={(event) => set(key, event.target.value as never)}
      />
    </Field>
  );
  const choice = <K extends 'kind' | 'displayKind' | 'product' | 'registration' | 'deposits'>(
    key: K,
    values: readonly Draft[K][],
  ) => (
    <Field label={t(`editor.${key}`)}>
      <Select
        value={draft[key]}
        disabled={!canWrite}
        onChange={(event) => set(key, event.target.value as Draft[K])}
        options={values.map((value) => ({ value, label: t(`${key}.${value}`) }))}
      />
    </Field>
  );
  const currencies = Object.keys(draft.amounts) as CurrencyCode[];

  return (
    <form
      className="flex flex-col gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const body = bodyOf();
        if (body) save.mutate(body);
      }}
    >
      <Section title={t('editor.general')}>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <Field label={t('editor.name')} error={errors.name}>
            <TextInput
              value={draft.name}
              maxLength={80}
              disabled={!canWrite}
              onChange={(event) => set('name', event.target.value)}
            />
          </Field>
          {choice('kind', BONUS_KINDS)}
          {choice('displayKind', BONUS_DISPLAY_KINDS)}
          {choice('product', BONUS_PRODUCTS)}
          {choice('registration', ['casino', 'sport', 'any'] as const)}
          {choice('deposits', ['first', 'any'] as const)}
        </div>
      </Section>

      <Section title={t('editor.reward')}>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          {numberField('percent', t('editor.percent'))}
          {numberField('fastPercent', t('editor.fastPercent'), t('editor.fastHint'))}
          {numberField('fastMinutes', t('editor.fastMinutes'))}
          {numberField('depositWindowHours', t('editor.depositWindowHours'), t('editor.emptyNone'))}
        </div>
      </Section>

      <Section title={t('editor.wagering')}>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          {numberField('wagerMultiplier', t('editor.wagerMultiplier'))}
          {numberField('wageringHours', t('editor.wageringHours'))}
          {numberField('payoutPercent', t('editor.payoutPercent'), t('editor.payoutHint'))}
          {numberField('claimHours', t('editor.claimHours'))}
          {numberField('freespinWagerMultiplier', t('editor.freespinWagerMultiplier'))}
          {numberField('freespinWageringHours', t('editor.freespinWageringHours'))}
        </div>
      </Section>

      <Section title={t('editor.spins')}>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          {numberField('spinsTotal', t('editor.spinsTotal'))}
          {numberField('spinsParts', t('editor.spinsParts'))}
          {numberField('spinsPartHours', t('editor.spinsPartHours'))}
          <Field label={t('editor.spinsGame')} hint={t('editor.spinsGameHint')}>
            <TextInput
              value={draft.spinsGame}
              disabled={!canWrite}
              onChange={(event) => set('spinsGame', event.target.value)}
            />
          </Field>
        </div>
      </Section>

      <Section title={t('editor.amounts')}>
        <p className="mb-2 text-xs text-text-muted">{t('editor.amountsHint')}</p>
        {errors.amounts && (
          <Notice tone="danger" className="mb-2">
            {errors.amounts}
          </Notice>
        )}
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('editor.amounts')}</caption>
            <thead>
              <tr className="text-left text-xs text-text-muted uppercase">
                <th scope="col" className="px-2 py-1">
                  {t('editor.currency')}
                </th>
                {[...AMOUNT_FIELDS, 'maxStake' as const].map((field) => (
                  <th key={field} scope="col" className="px-2 py-1">
                    {t(`amount.${field}`)}
                  </th>
                ))}
                <th scope="col" className="px-2 py-1">
                  <span className="sr-only">{t('editor.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {currencies.map((currency) => (
                <tr key={currency}>
                  <th scope="row" className="px-2 py-1 text-left font-medium">
                    {currency}
                  </th>
                  {[...AMOUNT_FIELDS, 'maxStake' as const].map((field) => {
                    const error = errors[`${currency}.${field}`];
                    return (
                      <td key={field} className="px-2 py-1">
                        <TextInput
                          inputMode="decimal"
                          aria-label={t('amount.label', {
                            currency,
                            field: t(`amount.${field}`),
                          })}
                          aria-invalid={error ? true : undefined}
                          title={error}
                          className="w-28"
                          disabled={!canWrite}
                          value={draft.amounts[currency]![field]}
                          onChange={(event) =>
                            set('amounts', {
                              ...draft.amounts,
                              [currency]: {
                                ...draft.amounts[currency]!,
                                [field]: event.target.value,
                              },
                            })
                          }
                        />
                        {error && (
                          <span role="alert" className="block text-xs text-danger">
                            {error}
                          </span>
                        )}
                      </td>
                    );
                  })}
                  <td className="px-2 py-1">
                    {canWrite && currency !== 'USD' && (
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => {
                          const { [currency]: _removed, ...rest } = draft.amounts;
                          set('amounts', rest);
                        }}
                      >
                        {t('editor.removeCurrency', { currency })}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {canWrite && (
          <CurrencyAdder
            listed={currencies}
            label={t('editor.addCurrency')}
            addLabel={t('editor.add')}
            onAdd={(currency) => set('amounts', { ...draft.amounts, [currency]: emptyRow() })}
          />
        )}
      </Section>

      <Section title={t('editor.contributions')}>
        <p className="mb-2 text-xs text-text-muted">{t('editor.contributionsHint')}</p>
        <div className="grid gap-3 sm:grid-cols-3 xl:grid-cols-6">
          {BONUS_CATEGORIES.map((category) => (
            <Field
              key={category}
              label={t(`category.${category}`)}
              error={errors[`contribution.${category}`]}
            >
              <TextInput
                inputMode="numeric"
                disabled={!canWrite}
                value={draft.contributions[category]}
                onChange={(event) =>
                  set('contributions', { ...draft.contributions, [category]: event.target.value })
                }
              />
            </Field>
          ))}
        </div>
      </Section>

      <Section title={t('editor.validity')}>
        <div className="grid gap-4 md:grid-cols-2">
          <Field label={t('editor.startsAt')}>
            <TextInput
              type="datetime-local"
              disabled={!canWrite}
              value={draft.startsAt}
              onChange={(event) => set('startsAt', event.target.value)}
            />
          </Field>
          <Field label={t('editor.endsAt')} error={errors.endsAt}>
            <TextInput
              type="datetime-local"
              disabled={!canWrite}
              value={draft.endsAt}
              onChange={(event) => set('endsAt', event.target.value)}
            />
          </Field>
        </div>
      </Section>

      {errors.form && <Notice tone="danger">{errors.form}</Notice>}
      {Object.keys(errors).length > 0 && !errors.form && (
        <Notice tone="danger">{t('editor.fix')}</Notice>
      )}
      {save.isSuccess && <Notice tone="success">{t('editor.saved')}</Notice>}
      {canWrite && (
        <div>
          <Button type="submit" variant="primary" busy={save.isPending}>
            {t('editor.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
