import {
  adminBannerCreateCall,
  adminBannerEditCall,
  adminBannerImageCall,
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGES,
  type AdminBanner,
  type AdminBannerBody,
  type LanguageCode,
} from '@jackdaw/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { api, ApiError, upload } from '../../api/client';
import {
  BackLink,
  Button,
  ErrorNotice,
  Field,
  fromLocalInput,
  ImageUpload,
  Notice,
  Page,
  Section,
  Select,
  Tabs,
  Textarea,
  TextInput,
  toLocalInput,
  useErrorText,
} from '../../ui';
import { useBanners } from './banners-list';

/** Every ISO 3166 country the browser can name (no data file to keep up to date). */
function useCountries() {
  return useMemo(() => {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const reserved = new Set([
      'EU',
      'EZ',
      'UN',
      'QO',
      'XA',
      'XB',
      'ZZ',
      'AC',
      'CP',
      'DG',
      'EA',
      'IC',
      'TA',
    ]);
    const list: { code: string; name: string }[] = [];
    for (const a of letters) {
      for (const b of letters) {
        const code = a + b;
        const name = reserved.has(code) ? undefined : names.of(code);
        if (name && name !== code) list.push({ code, name });
      }
    }
    return list.sort((x, y) => x.name.localeCompare(y.name));
  }, []);
}
type Translation = AdminBannerBody['translations'][number];

const emptyTranslation = (language: LanguageCode): Translation => ({
  language,
  buttonName: '',
  title: [{ text: '', color: '#ffffff' }],
  descriptionMob: '',
  descriptionDesktop: '',
});

const blank: AdminBannerBody = {
  name: '',
  type: 'promo',
  weight: 0,
  turningSpeed: 5,
  buttonLinkDesktop: '/',
  buttonLinkMob: '/',
  imgMob: '',
  imgDesktop: '',
  startDate: null,
  endDate: null,
  geo: [],
  translations: [emptyTranslation(DEFAULT_LANGUAGE)],
  active: true,
};

export function BannerEditor() {
  const { id } = useParams();
  const { t } = useTranslation('banners');
  const banners = useBanners();
  const banner = id ? banners.data?.banners.find((candidate) => String(candidate.id) === id) : null;
  return (
    <Page
      title={banner ? t('editor.editTitle', { name: banner.name }) : t('editor.newTitle')}
      back={<BackLink>{t('actions.back')}</BackLink>}
    >
      {banners.error ? (
        <ErrorNotice error={banners.error} onRetry={() => void banners.refetch()} />
      ) : id && !banners.data ? null : id && !banner ? (
        <Notice tone="warning">{t('actions.back')}</Notice>
      ) : (
        <BannerForm key={banner?.id ?? 'new'} banner={banner ?? null} />
      )}
    </Page>
  );
}

function BannerForm({ banner }: { banner: AdminBanner | null }) {
  const { t } = useTranslation('banners');
  const errorText = useErrorText();
  const client = useQueryClient();
  const navigate = useNavigate();
  const countries = useCountries();
  const [form, setForm] = useState<AdminBannerBody>(() =>
    banner
      ? {
          name: banner.name,
          type: banner.type as AdminBannerBody['type'],
          weight: banner.weight,
          turningSpeed: banner.turningSpeed,
          buttonLinkDesktop: banner.buttonLinkDesktop,
          buttonLinkMob: banner.buttonLinkMob,
          imgMob: banner.imgMob,
          imgDesktop: banner.imgDesktop,
          startDate: banner.startDate,
          endDate: banner.endDate,
          geo: banner.geo,
          translations: banner.translations as Translation[],
          active: banner.active,
        }
      : blank,
  );
  const [language, setLanguage] = useState<LanguageCode>(DEFAULT_LANGUAGE);
  const [countryFilter, setCountryFilter] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof AdminBannerBody>(key: K, value: AdminBannerBody[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const translation =
    form.translations.find((entry) => entry.language === language) ?? emptyTranslation(language);
  const setTranslation = (next: Translation) =>
    set('translations', [
      ...form.translations.filter((entry) => entry.language !== language),
      next,
    ]);

  const save = useMutation({
    mutationFn: (body: AdminBannerBody) =>
      banner
        ? api(adminBannerEditCall, { params: { id: banner.id }, body })
        : api(adminBannerCreateCall, { body }),
    onSuccess: async (answer) => {
      await client.invalidateQueries({ queryKey: ['admin', 'banners'] });
      if (!banner) void navigate(`../${answer.banner.id}`, { relative: 'path' });
    },
    onError: (error) => {
      // Each refusal is shown at the field it concerns.
      const text = errorText(error);
      const code = error instanceof ApiError ? error.code : '';
      if (code === 'BANNER.NAME_TAKEN') setErrors({ name: text });
      else if (code === 'UPLOAD.NOT_FOUND') setErrors({ imgDesktop: text });
      else if (code === 'BANNER.INVALID' && /end|start/i.test(error.message)) {
        setErrors({ endDate: text });
      } else if (code === 'BANNER.INVALID') setErrors({ texts: text });
      else setErrors({ form: text });
    },
  });

  function submit() {
    const found: Record<string, string> = {};
    if (!form.name.trim()) found.name = t('editor.name');
    if (!form.imgDesktop) found.imgDesktop = t('upload.none', { ns: 'common' });
    if (!form.imgMob) found.imgMob = t('upload.none', { ns: 'common' });
    if (form.startDate && form.endDate && form.endDate <= form.startDate) {
      found.endDate = t('editor.datesInvalid');
    }
    // A language without any text is left out; English stays (required).
    const translations = form.translations.filter(
      (entry) =>
        entry.language === DEFAULT_LANGUAGE ||
        entry.buttonName ||
        entry.descriptionMob ||
        entry.descriptionDesktop ||
        entry.title.some((part) => part.text),
    );
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate({ ...form, translations });
  }

  const uploadImage = async (file: File) =>
    (await upload(adminBannerImageCall, {}, file)).upload.url;
  const shownCountries = countries.filter(
    (country) =>
      !countryFilter ||
      country.name.toLowerCase().includes(countryFilter.toLowerCase()) ||
      country.code === countryFilter.toUpperCase(),
  );

  return (
    <form
      className="flex flex-col gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Section title={t('editor.general')}>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <Field label={t('editor.name')} error={errors.name}>
            <TextInput
              value={form.name}
              maxLength={80}
              onChange={(event) => set('name', event.target.value)}
            />
          </Field>
          <Field label={t('editor.type')}>
            <Select
              value={form.type ?? 'promo'}
              onChange={(event) => set('type', event.target.value as AdminBannerBody['type'])}
              options={['promo', 'bonus', 'tournament', 'info'].map((value) => ({
                value,
                label: value,
              }))}
            />
          </Field>
          <Field label={t('editor.weight')}>
            <TextInput
              type="number"
              min={0}
              value={form.weight}
              onChange={(event) =>
                set('weight', Math.max(0, Math.trunc(Number(event.target.value))))
              }
            />
          </Field>
          <Field label={t('editor.turningSpeed')}>
            <TextInput
              type="number"
              min={1}
              max={60}
              value={form.turningSpeed}
              onChange={(event) =>
                set(
                  'turningSpeed',
                  Math.min(60, Math.max(1, Math.trunc(Number(event.target.value)))),
                )
              }
            />
          </Field>
          <Field label={t('editor.linkDesktop')} hint={t('editor.linkHint')}>
            <TextInput
              value={form.buttonLinkDesktop}
              onChange={(event) => set('buttonLinkDesktop', event.target.value)}
            />
          </Field>
          <Field label={t('editor.linkMob')} hint={t('editor.linkHint')}>
            <TextInput
              value={form.buttonLinkMob}
              onChange={(event) => set('buttonLinkMob', event.target.value)}
            />
          </Field>
          <Field label={t('editor.startDate')}>
            <TextInput
              type="datetime-local"
              value={toLocalInput(form.startDate)}
              onChange={(event) => set('startDate', fromLocalInput(event.target.value))}
            />
          </Field>
          <Field label={t('editor.endDate')} error={errors.endDate}>
            <TextInput
              type="datetime-local"
              value={toLocalInput(form.endDate)}
              onChange={(event) => set('endDate', fromLocalInput(event.target.value))}
            />
          </Field>
          <label className="flex items-center gap-2 self-end text-sm">
            <input
              type="checkbox"
              checked={form.active}
              onChange={(event) => set('active', event.target.checked)}
            />
            {t('editor.active')}
          </label>
        </div>
      </Section>

      <Section title={t('editor.pictures')}>
        <div className="grid gap-6 md:grid-cols-2">
          <ImageUpload
            label={t('editor.imgDesktop')}
            value={form.imgDesktop || null}
            aspect="aspect-[10/3]"
            maxWidth="max-w-[480px]"
            upload={uploadImage}
            onUploaded={(url) => set('imgDesktop', url)}
            error={errors.imgDesktop}
          />
          <ImageUpload
            label={t('editor.imgMob')}
            value={form.imgMob || null}
            aspect="aspect-[2/3]"
            maxWidth="max-w-[160px]"
            upload={uploadImage}
            onUploaded={(url) => set('imgMob', url)}
            error={errors.imgMob}
          />
        </div>
      </Section>

      <Section title={t('editor.texts')}>
        <p className="mb-3 text-xs text-text-muted">{t('editor.required')}</p>
        {errors.texts && (
          <Notice tone="danger" className="mb-3">
            {errors.texts}
          </Notice>
        )}
        <Tabs
          label={t('editor.languages')}
          value={language}
          onChange={setLanguage}
          tabs={LANGUAGE_CODES.map((code) => ({
            key: code,
            label: LANGUAGES[code].englishName,
          }))}
        >
          <div className="grid gap-4 md:grid-cols-2">
            <Field label={t('editor.buttonName')}>
              <TextInput
                value={translation.buttonName}
                maxLength={40}
                lang={LANGUAGES[language].bcp47}
                onChange={(event) =>
                  setTranslation({ ...translation, buttonName: event.target.value })
                }
              />
            </Field>
            <fieldset className="flex flex-col gap-2 md:col-span-2">
              <legend className="text-[13px] font-medium">{t('editor.titleParts')}</legend>
              {translation.title.map((part, index) => (
                <div key={index} className="flex items-end gap-2">
                  <Field label={t('editor.titleText', { n: index + 1 })} className="flex-1">
                    <TextInput
                      value={part.text}
                      maxLength={120}
                      lang={LANGUAGES[language].bcp47}
                      onChange={(event) =>
                        setTranslation({
                          ...translation,
                          title: translation.title.map((other, at) =>
                            at === index ? { ...other, text: event.target.value } : other,
                          ),
                        })
                      }
                    />
                  </Field>
                  <Field label={t('editor.titleColor', { n: index + 1 })}>
                    <input
                      type="color"
                      className="h-9 w-14 rounded border border-border-strong"
                      value={part.color}
                      onChange={(event) =>
                        setTranslation({
                          ...translation,
                          title: translation.title.map((other, at) =>
                            at === index ? { ...other, color: event.target.value } : other,
                          ),
                        })
                      }
                    />
                  </Field>
                  {translation.title.length > 1 && (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() =>
                        setTranslation({
                          ...translation,
                          title: translation.title.filter((_, at) => at !== index),
                        })
                      }
                    >
                      {t('editor.removePart', { n: index + 1 })}
                    </Button>
                  )}
                </div>
              ))}
              {translation.title.length < 6 && (
                <div>
                  <Button
                    size="sm"
                    onClick={() =>
                      setTranslation({
                        ...translation,
                        title: [...translation.title, { text: '', color: '#ffffff' }],
                      })
                    }
                  >
                    {t('editor.addPart')}
                  </Button>
                </div>
              )}
            </fieldset>
            <Field label={t('editor.descriptionMob')}>
              <Textarea
                value={translation.descriptionMob}
                maxLength={200}
                lang={LANGUAGES[language].bcp47}
                onChange={(event) =>
                  setTranslation({ ...translation, descriptionMob: event.target.value })
                }
              />
            </Field>
            <Field label={t('editor.descriptionDesktop')}>
              <Textarea
                value={translation.descriptionDesktop}
                maxLength={400}
                lang={LANGUAGES[language].bcp47}
                onChange={(event) =>
                  setTranslation({ ...translation, descriptionDesktop: event.target.value })
                }
              />
            </Field>
          </div>
        </Tabs>
      </Section>

      <Section title={t('editor.geo')}>
        <p className="mb-2 text-xs text-text-muted">
          {form.geo.length
            ? t('editor.geoChosen', { list: form.geo.join(', ') })
            : t('editor.geoHint')}
        </p>
        <Field label={t('editor.geoSearch')} className="mb-2 max-w-xs">
          <TextInput
            value={countryFilter}
            onChange={(event) => setCountryFilter(event.target.value)}
          />
        </Field>
        <fieldset className="grid max-h-64 grid-cols-2 gap-1 overflow-y-auto rounded border border-border p-2 md:grid-cols-4">
          <legend className="sr-only">{t('editor.geo')}</legend>
          {shownCountries.map((country) => (
            <label key={country.code} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={form.geo.includes(country.code)}
                onChange={(event) =>
                  set(
                    'geo',
                    event.target.checked
                      ? [...form.geo, country.code].sort()
                      : form.geo.filter((code) => code !== country.code),
                  )
                }
              />
              {country.name} ({country.code})
            </label>
          ))}
        </fieldset>
      </Section>

      {errors.form && <Notice tone="danger">{errors.form}</Notice>}
      {save.isSuccess && <Notice tone="success">{t('editor.saved')}</Notice>}
      <div>
        <Button type="submit" variant="primary" busy={save.isPending}>
          {t('editor.save')}
        </Button>
      </div>
    </form>
  );
}
