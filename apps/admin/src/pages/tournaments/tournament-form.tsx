import {
  adminBonusOffersCall,
  adminTournamentBannerCall,
  adminTournamentCreateCall,
  adminTournamentEditCall,
  CURRENCY_CODES,
  DEFAULT_LANGUAGE,
  ErrorCode,
  LANGUAGE_CODES,
  LANGUAGES,
  TOURNAMENT_ENTRIES,
  TOURNAMENT_SCORINGS,
  type AdminTournament,
  type AdminTournamentBody,
  type CurrencyCode,
  type LanguageCode,
} from '@jackdaw/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api, ApiError, upload } from '../../api/client';
import { useCan } from '../../app/me';
import {
  BackLink,
  Button,
  cn,
  Field,
  ImageUpload,
  Notice,
  Page,
  Section,
  Select,
  Tabs,
  Textarea,
  TextInput,
  useErrorText,
} from '../../ui';
import { GamePicker, TOURNAMENT_CATEGORIES } from './game-picker';
import { PrizeTable } from './prize-table';
import { fieldOfRefusal } from './server-errors';
import {
  textState,
  tournamentBodyOf,
  tournamentDraftOf,
  type TextDraft,
  type TournamentDraft,
} from './tournament-draft';
import { formatInZone, timeZones, zonedToInstant } from './zoned-time';

/** English first (required, the others fall back to it), then the rest as the contract lists them. */
const TEXT_LANGUAGES: LanguageCode[] = [
  DEFAULT_LANGUAGE,
  ...LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE),
];

/** The page of a new tournament. */
export function TournamentEditor() {
  const { t } = useTranslation('tournaments');
  return (
    <Page title={t('form.newTitle')} back={<BackLink>{t('actions.back')}</BackLink>}>
      <TournamentForm tournament={null} />
    </Page>
  );
}

/** The text of a refusal: this page's text for a tournament code, else the console's. */
function useRefusalText() {
  const { t } = useTranslation('tournaments');
  const common = useErrorText();
  return (error: unknown) =>
    error instanceof ApiError
      ? t(`errors.${error.code}`, { message: error.message, defaultValue: common(error) })
      : common(error);
}

/**
 * Create (tournament null) or edit before the start. After the start, once cancelled, or for a
 * role without `tournaments.write`, the same form shows read-only with a note saying why.
 */
export function TournamentForm({ tournament }: { tournament: AdminTournament | null }) {
  const { t } = useTranslation('tournaments');
  const refusalText = useRefusalText();
  const canWrite = useCan('tournaments.write');
  const canReadOffers = useCan('bonuses.read');
  const client = useQueryClient();
  const navigate = useNavigate();
  const readOnly = !canWrite || (tournament !== null && !tournament.editable);
  const [draft, setDraft] = useState<TournamentDraft>(() => tournamentDraftOf(tournament));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [language, setLanguage] = useState<LanguageCode>(DEFAULT_LANGUAGE);
  const set = <K extends keyof TournamentDraft>(key: K, value: TournamentDraft[K]) =>
    setDraft((old) => ({ ...old, [key]: value }));
  const zones = useMemo(() => {
    const list = timeZones();
    return list.includes(draft.timeZone) ? list : [draft.timeZone, ...list];
  }, [draft.timeZone]);

  const offersQuery = useQuery({
    queryKey: ['admin', 'tournaments', 'offers'],
    queryFn: ({ signal }) => api(adminBonusOffersCall, { query: { status: 'active' }, signal }),
    enabled: canReadOffers && !readOnly,
  });
  // The offers a row may name: the active ones, and those the table names already (by name).
  const offers = useMemo(() => {
    const list = new Map<number, string>();
    for (const prize of tournament?.prizeTable ?? []) {
      if (prize.bonus) list.set(prize.bonus.offerId, prize.bonus.name);
    }
    for (const offer of offersQuery.data?.items ?? []) list.set(offer.id, offer.name);
    if (!canReadOffers && list.size === 0) return null;
    return [...list].map(([id, name]) => ({ id, name }));
  }, [canReadOffers, tournament, offersQuery.data]);

  const save = useMutation({
    mutationFn: (body: AdminTournamentBody) =>
      tournament
        ? api(adminTournamentEditCall, { params: { id: String(tournament.id) }, body })
        : api(adminTournamentCreateCall, { body }),
    onSuccess: async (answer) => {
      await client.invalidateQueries({ queryKey: ['admin', 'tournaments'] });
      if (!tournament) {
        void navigate(`../${answer.tournament.id}?tab=settings`, { relative: 'path' });
      }
    },
    onError: async (error, body) => {
      const text = refusalText(error);
      if (!(error instanceof ApiError)) return setErrors({ form: text });
      const field = fieldOfRefusal(error.code, error.message, body);
      setErrors(field === 'form' ? { form: text } : { [field]: text, form: t('form.fix') });
      if (field.startsWith('text.')) setLanguage(field.split('.')[1] as LanguageCode);
      // Started meanwhile: the page re-reads it and shows it read-only.
      if (error.code === ErrorCode.TournamentStarted) {
        await client.invalidateQueries({ queryKey: ['admin', 'tournaments'] });
      }
    },
  });

  function submit() {
    // Started while the form was open: say so rather than "the start is in the past", and
    // re-read it (the form turns read-only).
    if (tournament && Date.parse(tournament.startsAt) <= Date.now()) {
      setErrors({ form: t('errors.TOURNAMENT.STARTED') });
      void client.invalidateQueries({ queryKey: ['admin', 'tournaments'] });
      return;
    }
    const read = tournamentBodyOf(draft, Date.now());
    if (read.body) {
      setErrors({});
      save.mutate(read.body);
      return;
    }
    const found = Object.fromEntries(
      Object.entries(read.errors).map(([field, problem]) => [field, t(`form.problems.${problem}`)]),
    );
    setErrors({ ...found, form: t('form.fix') });
    // Show the language whose text is refused, unless the one on screen is.
    const textField = Object.keys(read.errors).find((field) => field.startsWith('text.'));
    if (textField && !Object.keys(read.errors).some((f) => f.startsWith(`text.${language}.`))) {
      setLanguage(textField.split('.')[1] as LanguageCode);
    }
  }

  const utcHint = (local: string) => {
    const instant = zonedToInstant(local, draft.timeZone);
    return instant && draft.timeZone !== 'UTC'
      ? t('form.utcHint', { time: formatInZone(instant, 'UTC').replace(/ UTC$/, '') })
      : undefined;
  };
  const text = draft.texts[language];
  const setText = (change: Partial<TextDraft>) =>
    set('texts', { ...draft.texts, [language]: { ...text, ...change } });
  const textError = (field: keyof TextDraft) => errors[`text.${language}.${field}`];
  const lang = LANGUAGES[language].bcp47;

  const note: ReactNode = !canWrite
    ? t('form.readOnlyRole')
    : tournament?.status === 'cancelled'
      ? t('form.readOnlyCancelled')
      : tournament && !tournament.editable
        ? t('form.readOnly', { start: formatInZone(tournament.startsAt, tournament.timeZone) })
        : null;

  return (
    <form
      className="flex flex-col gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!readOnly) submit();
      }}
    >
      {note && <Notice tone="info">{note}</Notice>}

      <Section title={t('form.schedule')}>
        <fieldset disabled={readOnly} className="grid gap-4 md:grid-cols-3">
          <legend className="sr-only">{t('form.schedule')}</legend>
          <Field label={t('form.timeZone')} hint={t('form.timeZoneHint')} error={errors.timeZone}>
            <Select
              value={draft.timeZone}
              onChange={(event) => set('timeZone', event.target.value)}
              options={zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))}
            />
          </Field>
          <Field label={t('form.startsAt')} hint={utcHint(draft.startsAt)} error={errors.startsAt}>
            <TextInput
              type="datetime-local"
              value={draft.startsAt}
              onChange={(event) => set('startsAt', event.target.value)}
            />
          </Field>
          <Field label={t('form.endsAt')} hint={utcHint(draft.endsAt)} error={errors.endsAt}>
            <TextInput
              type="datetime-local"
              value={draft.endsAt}
              onChange={(event) => set('endsAt', event.target.value)}
            />
          </Field>
        </fieldset>
      </Section>

      <Section title={t('form.eligible')}>
        <p className="mb-3 text-xs text-text-muted">{t('form.eligibleHint')}</p>
        {errors.eligible && (
          <Notice tone="danger" className="mb-3">
            {errors.eligible}
          </Notice>
        )}
        <div className="grid gap-5 lg:grid-cols-2">
          <GamePicker
            games={draft.games}
            onChange={(games) => set('games', games)}
            disabled={readOnly}
          />
          <fieldset disabled={readOnly} className="flex flex-col gap-1">
            <legend className="mb-1 text-[13px] font-medium">{t('form.categories')}</legend>
            <div className="grid grid-cols-2 gap-1 sm:grid-cols-3">
              {TOURNAMENT_CATEGORIES.map((category) => (
                <label key={category.slug} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={draft.categories.includes(category.slug)}
                    onChange={(event) =>
                      set(
                        'categories',
                        event.target.checked
                          ? [...draft.categories, category.slug]
                          : draft.categories.filter((slug) => slug !== category.slug),
                      )
                    }
                  />
                  {category.title}
                </label>
              ))}
            </div>
            <p className="text-xs text-text-muted">{t('form.popularHint')}</p>
          </fieldset>
        </div>
      </Section>

      <Section title={t('form.money')}>
        <fieldset disabled={readOnly} className="flex flex-col gap-4">
          <legend className="sr-only">{t('form.money')}</legend>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
            <Field label={t('form.reportingCurrency')} hint={t('form.reportingHint')}>
              <Select
                value={draft.reportingCurrency}
                onChange={(event) => set('reportingCurrency', event.target.value as CurrencyCode)}
                options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
              />
            </Field>
            <Field label={t('form.scoring')} hint={t(`scoringHint.${draft.scoring}`)}>
              <Select
                value={draft.scoring}
                onChange={(event) =>
                  set('scoring', event.target.value as TournamentDraft['scoring'])
                }
                options={TOURNAMENT_SCORINGS.map((scoring) => ({
                  value: scoring,
                  label: t(`scoring.${scoring}`),
                }))}
              />
            </Field>
            <Field
              label={t('form.minStake', { currency: draft.reportingCurrency })}
              hint={t('form.minStakeHint')}
              error={errors.minStake}
            >
              <TextInput
                inputMode="decimal"
                value={draft.minStake}
                onChange={(event) => set('minStake', event.target.value)}
              />
            </Field>
            <Field label={t('form.entry')} hint={t(`entryHint.${draft.entry}`)}>
              <Select
                value={draft.entry}
                onChange={(event) => set('entry', event.target.value as TournamentDraft['entry'])}
                options={TOURNAMENT_ENTRIES.map((entry) => ({
                  value: entry,
                  label: t(`entry.${entry}`),
                }))}
              />
            </Field>
          </div>
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-[13px] font-medium">{t('form.currencies')}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {CURRENCY_CODES.map((code) => (
                <label key={code} className="flex items-center gap-1.5 text-sm">
                  <input
                    type="checkbox"
                    checked={draft.currencies.includes(code)}
                    onChange={(event) =>
                      set(
                        'currencies',
                        event.target.checked
                          ? [...draft.currencies, code]
                          : draft.currencies.filter((other) => other !== code),
                      )
                    }
                  />
                  {code}
                </label>
              ))}
            </div>
            <p className="text-xs text-text-muted">
              {errors.currencies ?? t('form.currenciesHint')}
            </p>
          </fieldset>
        </fieldset>
      </Section>

      <Section title={t('form.prizes')}>
        <p className="mb-3 text-xs text-text-muted">{t('form.prizesHint')}</p>
        <PrizeTable
          rows={draft.prizes}
          onChange={(rows) => set('prizes', rows)}
          errors={errors}
          disabled={readOnly}
          currency={draft.reportingCurrency}
          offers={offers}
        />
      </Section>

      <Section title={t('form.banner')}>
        {readOnly ? (
          draft.bannerUrl ? (
            <img
              src={draft.bannerUrl}
              alt={t('form.bannerLabel')}
              className="aspect-[16/5] w-full max-w-[480px] rounded-md border border-border object-cover"
            />
          ) : (
            <p className="text-sm text-text-muted">{t('form.bannerHint')}</p>
          )
        ) : (
          <div className="flex flex-col gap-2">
            <ImageUpload
              label={t('form.bannerLabel')}
              value={draft.bannerUrl}
              aspect="aspect-[16/5]"
              maxWidth="max-w-[480px]"
              upload={async (file) =>
                (await upload(adminTournamentBannerCall, {}, file)).upload.url
              }
              onUploaded={(url) => set('bannerUrl', url)}
              error={errors.bannerUrl}
            />
            <p className="text-xs text-text-muted">{t('form.bannerHint')}</p>
            {draft.bannerUrl && (
              <div>
                <Button size="sm" variant="ghost" onClick={() => set('bannerUrl', null)}>
                  {t('form.removeBanner')}
                </Button>
              </div>
            )}
          </div>
        )}
      </Section>

      <Section title={t('form.texts')}>
        <p className="mb-1 text-xs text-text-muted">{t('form.textsHint')}</p>
        <p className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-text-muted">
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block size-2 rounded-full bg-warning" />
            {t('form.legendMissing')}
          </span>
          <span className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block size-2 rounded-full border border-warning"
            />
            {t('form.legendPartial')}
          </span>
        </p>
        <Tabs
          label={t('form.languages')}
          value={language}
          onChange={setLanguage}
          tabs={TEXT_LANGUAGES.map((code) => {
            const state = textState(draft.texts[code]);
            const hasError = Object.keys(errors).some((key) => key.startsWith(`text.${code}.`));
            return {
              key: code,
              label: (
                <span className="flex items-center gap-1.5">
                  {LANGUAGES[code].englishName}
                  {state !== 'complete' && (
                    <>
                      <span
                        aria-hidden="true"
                        className={cn(
                          'inline-block size-2 rounded-full',
                          hasError || (code === DEFAULT_LANGUAGE && state === 'missing')
                            ? 'bg-danger'
                            : state === 'missing'
                              ? 'bg-warning'
                              : 'border border-warning',
                        )}
                      />
                      <span className="sr-only">
                        {` (${t(state === 'missing' ? 'form.missing' : 'form.partial')})`}
                      </span>
                    </>
                  )}
                </span>
              ),
            };
          })}
        >
          <fieldset disabled={readOnly} className="grid gap-4">
            <legend className="sr-only">{LANGUAGES[language].englishName}</legend>
            <Field label={t('form.title')} error={textError('title')}>
              <TextInput
                value={text.title}
                maxLength={80}
                lang={lang}
                onChange={(event) => setText({ title: event.target.value })}
              />
            </Field>
            <Field label={t('form.shortDescription')} error={textError('description')}>
              <Textarea
                value={text.description}
                maxLength={300}
                lang={lang}
                rows={2}
                onChange={(event) => setText({ description: event.target.value })}
              />
            </Field>
            <Field label={t('form.rules')} hint={t('form.rulesHint')} error={textError('rules')}>
              <Textarea
                value={text.rules}
                maxLength={5000}
                lang={lang}
                rows={8}
                onChange={(event) => setText({ rules: event.target.value })}
              />
            </Field>
          </fieldset>
        </Tabs>
      </Section>

      {errors.form && <Notice tone="danger">{errors.form}</Notice>}
      {save.isSuccess && tournament && !errors.form && (
        <Notice tone="success">{t('form.saved')}</Notice>
      )}
      {!readOnly && (
        <div>
          <Button type="submit" variant="primary" busy={save.isPending}>
            {tournament ? t('form.save') : t('form.create')}
          </Button>
        </div>
      )}
    </form>
  );
}
