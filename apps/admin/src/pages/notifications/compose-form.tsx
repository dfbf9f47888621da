import {
  adminNotificationSendCall,
  CURRENCY_CODES,
  NOTIFICATION_TYPES,
  type AdminNotificationSendBody,
  type NotificationType,
} from '@jackdaw/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import {
  Button,
  ConfirmDialog,
  Field,
  Notice,
  Section,
  Select,
  Textarea,
  TextInput,
} from '../../ui';
import { audienceOf, emptyAudience, type AudienceDraft, type AudienceField } from './audience';
import { AudiencePreview, useAudienceCount } from './audience-preview';
import { sendingsKey } from './sendings-list';

/** A message to one player or a segment: who, its type, title and text; confirmed before sending. */
export function ComposeForm() {
  const { t } = useTranslation('notifications');
  const client = useQueryClient();
  const [audience, setAudience] = useState<AudienceDraft>(emptyAudience);
  const [type, setType] = useState<NotificationType>('promo');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<AdminNotificationSendBody | null>(null);
  const [sent, setSent] = useState<number | null>(null);

  const parsed = audienceOf(audience);
  const count = useAudienceCount(parsed.audience);
  const set = (field: AudienceField) => (value: string) => {
    setAudience((old) => ({ ...old, [field]: value }));
    setSent(null);
  };

  const send = useMutation({
    mutationFn: (message: AdminNotificationSendBody) =>
      api(adminNotificationSendCall, { body: message }),
    onSuccess: async (answer) => {
      setSent(answer.sending.recipients);
      setTitle('');
      setBody('');
      await client.invalidateQueries({ queryKey: sendingsKey });
    },
  });

  function submit() {
    const found: Record<string, string> = {};
    if (parsed.errors) {
      for (const [field, problem] of Object.entries(parsed.errors)) {
        found[field] = t(`compose.errors.${problem}`);
      }
    }
    if (!title.trim()) found.title = t('compose.errors.required');
    if (!body.trim()) found.body = t('compose.errors.required');
    setErrors(found);
    if (Object.keys(found).length || !parsed.audience) return;
    setConfirming({ audience: parsed.audience, type, title: title.trim(), body: body.trim() });
  }

  const text = (
    field: AudienceField,
    label: string,
    props: { type?: string; maxLength?: number; hint?: string } = {},
  ) => (
    <Field label={label} hint={props.hint} error={errors[field]}>
      <TextInput
        type={props.type ?? 'text'}
        maxLength={props.maxLength}
        value={audience[field]}
        onChange={(event) => set(field)(event.target.value)}
      />
    </Field>
  );

  return (
    <Section title={t('compose.title')}>
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-[13px] font-medium">{t('compose.audience')}</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            {(['segment', 'player'] as const).map((kind) => (
              <label key={kind} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="audience-kind"
                  value={kind}
                  checked={audience.kind === kind}
                  onChange={() => setAudience((old) => ({ ...old, kind }))}
                />
                {t(`compose.kind.${kind}`)}
              </label>
            ))}
          </div>
          {audience.kind === 'player' ? (
            <div className="grid gap-4 md:grid-cols-3">
              {text('playerId', t('compose.playerId'), { maxLength: 10 })}
            </div>
          ) : (
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
              {text('country', t('compose.country'), {
                maxLength: 2,
                hint: t('compose.countryHint'),
              })}
              <Field label={t('compose.currency')} error={errors.currency}>
                <Select
                  value={audience.currency}
                  onChange={(event) => set('currency')(event.target.value)}
                  options={[
                    { value: '', label: t('compose.anyCurrency') },
                    ...CURRENCY_CODES.map((code) => ({ value: code, label: code })),
                  ]}
                />
              </Field>
              {text('lastDepositFrom', t('compose.lastDepositFrom'), { type: 'date' })}
              {text('lastDepositTo', t('compose.lastDepositTo'), { type: 'date' })}
            </div>
          )}
          {audience.kind === 'segment' && (
            <p className="text-xs text-text-muted">{t('compose.segmentHint')}</p>
          )}
          <AudiencePreview audience={parsed.audience} />
        </fieldset>
        <div className="grid gap-4 md:grid-cols-[12rem_minmax(0,1fr)]">
          <Field label={t('compose.type')}>
            <Select
              value={type}
              onChange={(event) => setType(event.target.value as NotificationType)}
              options={NOTIFICATION_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
            />
          </Field>
          <Field label={t('compose.messageTitle')} error={errors.title}>
            <TextInput
              value={title}
              maxLength={120}
              onChange={(event) => setTitle(event.target.value)}
            />
          </Field>
        </div>
        <Field label={t('compose.body')} hint={t('compose.bodyHint')} error={errors.body}>
          <Textarea
            value={body}
            maxLength={1000}
            rows={4}
            onChange={(event) => setBody(event.target.value)}
          />
        </Field>
        {sent !== null && <Notice tone="success">{t('compose.sent', { count: sent })}</Notice>}
        <div>
          <Button type="submit" variant="primary" busy={send.isPending}>
            {t('compose.send')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('compose.confirmTitle')}
        description={
          count.exact && confirming
            ? t('compose.confirmText', { count: count.exact.recipients, title: confirming.title })
            : t('compose.confirmTextUncounted', { title: confirming?.title ?? '' })
        }
        confirmLabel={t('compose.confirm')}
        onConfirm={() => send.mutateAsync(confirming!)}
      />
    </Section>
  );
}
