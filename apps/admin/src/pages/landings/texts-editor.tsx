import {
  adminLandingTextsResetCall,
  adminLandingTextsUpdateCall,
  LANDING_TEXT_LIMITS,
  LANDING_TEXT_PLACEHOLDERS,
  LANGUAGES,
  landingTextsSchema,
  type AdminLanding,
  type AdminLandingTextsEntry,
  type LandingTexts,
  type LanguageCode,
} from '@jackdaw/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { api } from '../../api/client';
import {
  Button,
  Field,
  Notice,
  Section,
  StatusBadge,
  Tabs,
  Textarea,
  TextInput,
  useErrorText,
} from '../../ui';

const FIELDS = ['title', 'body', 'cta', 'prizeLine'] as const;
type TextField = (typeof FIELDS)[number];

/** The first problem of each field, as the API would refuse it. */
function problemsOf(texts: LandingTexts): Partial<Record<TextField, string>> {
  const result = z.safeParse(landingTextsSchema, texts);
  if (result.success) return {};
  const found: Partial<Record<TextField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as TextField;
    found[field] ??= issue.message;
  }
  return found;
}

/** The landing's texts per language: edited ones, or the defaults shown until staff write theirs. */
export function TextsEditor({
  landing,
  entries,
  canWrite,
}: {
  landing: AdminLanding;
  entries: readonly AdminLandingTextsEntry[];
  canWrite: boolean;
}) {
  const { t } = useTranslation('landings');
  const [language, setLanguage] = useState<LanguageCode>(entries[0]?.language ?? 'EN');
  // Kept here: a save or reset remounts the language's form with the saved entry.
  const [message, setMessage] = useState<Message | null>(null);
  const entry = entries.find((item) => item.language === language);
  return (
    <Section title={t('texts.title')}>
      <p className="mb-3 text-sm text-text-muted">
        {t('texts.hint', {
          placeholders: LANDING_TEXT_PLACEHOLDERS.map((name) => `{${name}}`).join(', '),
        })}
      </p>
      <Tabs
        label={t('texts.languages')}
        value={language}
        onChange={setLanguage}
        tabs={entries.map((item) => ({
          key: item.language,
          label: (
            <span className="inline-flex items-center gap-1">
              {LANGUAGES[item.language].englishName}
              {item.edited && <span aria-label={t('texts.edited')}>•</span>}
            </span>
          ),
        }))}
      >
        {entry && (
          <TextsForm
            // A new form per language and per saved answer: its fields start from that entry.
            key={`${entry.language}:${entry.edited}:${JSON.stringify(entry.texts)}`}
            landing={landing}
            entry={entry}
            canWrite={canWrite}
            message={message?.language === entry.language ? message : null}
            onMessage={setMessage}
          />
        )}
      </Tabs>
    </Section>
  );
}

interface Message {
  language: LanguageCode;
  tone: 'success' | 'danger';
  text: string;
}

function TextsForm({
  landing,
  entry,
  canWrite,
  message,
  onMessage,
}: {
  landing: AdminLanding;
  entry: AdminLandingTextsEntry;
  canWrite: boolean;
  message: Message | null;
  onMessage: (message: Message | null) => void;
}) {
  const { t } = useTranslation('landings');
  const errorText = useErrorText();
  const client = useQueryClient();
  const [texts, setTexts] = useState<LandingTexts>(entry.texts);
  const [problems, setProblems] = useState<Partial<Record<TextField, string>>>({});
  const setMessage = (value: Omit<Message, 'language'> | null) =>
    onMessage(value && { ...value, language: entry.language });
  const params = { kind: landing.kind, name: landing.name, lang: entry.language };
  const done = async (text: string) => {
    setMessage({ tone: 'success', text });
    await client.invalidateQueries({ queryKey: ['admin', 'landings'] });
  };
  const save = useMutation({
    mutationFn: (body: LandingTexts) => api(adminLandingTextsUpdateCall, { params, body }),
    onSuccess: () => done(t('texts.saved')),
    onError: (error) => setMessage({ tone: 'danger', text: errorText(error) }),
  });
  const reset = useMutation({
    mutationFn: () => api(adminLandingTextsResetCall, { params }),
    onSuccess: () => done(t('texts.resetDone')),
    onError: (error) => setMessage({ tone: 'danger', text: errorText(error) }),
  });
  const dir = LANGUAGES[entry.language].dir;
  const input = (field: TextField) => ({
    value: texts[field],
    maxLength: LANDING_TEXT_LIMITS[field],
    readOnly: !canWrite,
    dir,
    lang: LANGUAGES[entry.language].bcp47,
    onChange: (event: { target: { value: string } }) =>
      setTexts((old) => ({ ...old, [field]: event.target.value })),
  });
  return (
    <form
      className="flex flex-col gap-4 pt-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = problemsOf(texts);
        setProblems(found);
        setMessage(null);
        if (Object.keys(found).length === 0) save.mutate(texts);
      }}
    >
      <div>
        <StatusBadge tone={entry.edited ? 'info' : 'neutral'}>
          {entry.edited ? t('texts.edited') : t('texts.default')}
        </StatusBadge>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {FIELDS.map((field) => (
          <Field
            key={field}
            label={t(`texts.fields.${field}`)}
            hint={t('texts.limit', { max: LANDING_TEXT_LIMITS[field] })}
            error={problems[field]}
            className={field === 'body' ? 'md:col-span-2' : undefined}
          >
            {field === 'body' ? (
              <Textarea rows={4} {...input(field)} />
            ) : (
              <TextInput {...input(field)} />
            )}
          </Field>
        ))}
      </div>
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
      {canWrite && (
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="primary" disabled={save.isPending}>
            {t('texts.save')}
          </Button>
          {entry.edited && (
            <Button
              type="button"
              variant="ghost"
              disabled={reset.isPending}
              onClick={() => {
                setMessage(null);
                reset.mutate();
              }}
            >
              {t('texts.reset')}
            </Button>
          )}
        </div>
      )}
    </form>
  );
}
