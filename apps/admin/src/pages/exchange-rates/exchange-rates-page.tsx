import {
  adminExchangeRatesCall,
  adminExchangeRatesUpdateCall,
  CURRENCY_CODES,
  exchangeRateTextSchema,
  type CurrencyCode,
  type ExchangeRatesResponse,
  type ExchangeRatesUpdateBody,
} from '@jackdaw/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useCan } from '../../app/me';
import {
  Button,
  DataTable,
  downloadCsv,
  ErrorNotice,
  Field,
  Notice,
  Page,
  Section,
  Select,
  TextInput,
  type Column,
} from '../../ui';

type Row = ExchangeRatesResponse['rates'][number];
const queryKey = ['admin', 'exchange-rates'] as const;

function RateEditor({
  row,
  saving,
  onSave,
  onCancel,
}: {
  row: Row;
  saving: boolean;
  onSave: (perUsd: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('exchange-rates');
  const [value, setValue] = useState(row.perUsd);
  const [invalid, setInvalid] = useState(false);
  const save = () => {
    const ok = exchangeRateTextSchema.safeParse(value.trim()).success;
    setInvalid(!ok);
    if (ok) onSave(value.trim());
  };
  return (
    <form
      className="flex items-start justify-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Field
        label={<span className="sr-only">{t('edit.label', { currency: row.currency })}</span>}
        error={invalid ? t('edit.invalid') : undefined}
      >
        <TextInput
          inputMode="decimal"
          value={value}
          autoFocus
          onChange={(event) => setValue(event.target.value)}
          className="w-40 text-right"
        />
      </Field>
      <Button type="submit" size="sm" variant="primary" busy={saving}>
        {t('edit.save')}
      </Button>
      <Button size="sm" onClick={onCancel}>
        {t('edit.cancel')}
      </Button>
    </form>
  );
}

export default function ExchangeRatesPage() {
  const { t } = useTranslation('exchange-rates');
  const canEdit = useCan('settings.write');
  const client = useQueryClient();
  const rates = useQuery({
    queryKey,
    queryFn: ({ signal }) => api(adminExchangeRatesCall, { signal }),
  });
  const [editing, setEditing] = useState<CurrencyCode | null>(null);
  const [reporting, setReporting] = useState<CurrencyCode | ''>('');
  const [saved, setSaved] = useState<string | null>(null);
  const update = useMutation({
    mutationFn: (body: ExchangeRatesUpdateBody) => api(adminExchangeRatesUpdateCall, { body }),
    onSuccess: (answer, body) => {
      client.setQueryData(queryKey, answer);
      void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      void client.invalidateQueries({ queryKey: ['admin', 'reports'] });
      setEditing(null);
      setSaved(
        body.reportingCurrency
          ? t('saved.reporting', { currency: body.reportingCurrency })
          : t('saved.rate', { currency: body.rates?.[0]?.currency }),
      );
    },
  });
  const data = rates.data;
  const current = data?.reportingCurrency;

  const columns: Column<Row>[] = [
    { key: 'currency', header: t('table.currency'), cell: (row) => row.currency },
    {
      key: 'perUsd',
      header: t('table.perUsd'),
      align: 'right',
      cell: (row) =>
        editing === row.currency ? (
          <RateEditor
            row={row}
            saving={update.isPending}
            onCancel={() => setEditing(null)}
            onSave={(perUsd) => update.mutate({ rates: [{ currency: row.currency, perUsd }] })}
          />
        ) : (
          row.perUsd
        ),
    },
    {
      key: 'perReporting',
      header: t('table.perReporting', { currency: current ?? '' }),
      align: 'right',
      cell: (row) => row.perReporting,
    },
    { key: 'asOf', header: t('table.asOf'), cell: (row) => row.asOf },
    ...(canEdit
      ? [
          {
            key: 'edit',
            header: <span className="sr-only">{t('table.actions')}</span>,
            cell: (row: Row) =>
              row.currency === 'USD' || editing === row.currency ? null : (
                <Button
                  size="sm"
                  onClick={() => {
                    update.reset();
                    setEditing(row.currency);
                  }}
                  aria-label={t('edit.button', { currency: row.currency })}
                >
                  {t('edit.short')}
                </Button>
              ),
          },
        ]
      : []),
  ];

  const exportCsv = () =>
    downloadCsv(
      'exchange-rates',
      ['currency', 'per_usd', `per_${current ?? 'reporting'}`, 'as_of'],
      (data?.rates ?? []).map((row) => [row.currency, row.perUsd, row.perReporting, row.asOf]),
    );

  return (
    <Page
      title={t('title')}
      description={t('description')}
      actions={
        <Button onClick={exportCsv} disabled={!data}>
          {t('exportCsv')}
        </Button>
      }
    >
      {saved && <Notice tone="success">{saved}</Notice>}
      {update.error && <ErrorNotice error={update.error} />}
      <Section title={t('reporting.title')}>
        {canEdit ? (
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (reporting && reporting !== current)
                update.mutate({ reportingCurrency: reporting });
            }}
          >
            <Field label={t('reporting.label')} hint={t('reporting.hint')}>
              <Select
                value={reporting || current || 'USD'}
                onChange={(event) => setReporting(event.target.value as CurrencyCode)}
                options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
              />
            </Field>
            <Button
              type="submit"
              variant="primary"
              busy={update.isPending && !editing}
              disabled={!reporting || reporting === current}
            >
              {t('reporting.save')}
            </Button>
          </form>
        ) : (
          <p>{t('reporting.current', { currency: current ?? '…' })}</p>
        )}
      </Section>
      <DataTable
        caption={t('table.caption')}
        columns={columns}
        rows={data?.rates}
        rowKey={(row) => row.currency}
        loading={rates.isLoading}
        error={rates.error}
        onRetry={() => void rates.refetch()}
      />
    </Page>
  );
}
