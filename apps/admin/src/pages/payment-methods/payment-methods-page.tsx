import {
  adminMethodCurrencyEditCall,
  adminPaymentMethodEditCall,
  adminPaymentMethodsCall,
  type AdminMethodCurrency,
  type AdminMethodCurrencyEditBody,
  type AdminPaymentMethod,
} from '@jackdaw/contracts';
import { formatAmount, parseAmount } from '@jackdaw/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useParams } from 'react-router';
import { api, ApiError } from '../../api/client';
import {
  BackLink,
  Button,
  DataTable,
  ErrorNotice,
  Field,
  Notice,
  Page,
  Section,
  Select,
  StatusBadge,
  TextInput,
  useErrorText,
  type Column,
} from '../../ui';

const useMethods = () =>
  useQuery({ queryKey: ['admin', 'payment-methods'], queryFn: () => api(adminPaymentMethodsCall) });

export default function PaymentMethodsPage() {
  return (
    <Routes>
      <Route index element={<MethodsList />} />
      {/* pm.{provider}.{method} as two segments: a dotted last segment reads as a file. */}
      <Route path=":provider/:method" element={<MethodEditor />} />
    </Routes>
  );
}

function MethodsList() {
  const { t } = useTranslation('payment-methods');
  const methods = useMethods();
  const client = useQueryClient();
  const toggle = useMutation({
    mutationFn: (method: AdminPaymentMethod) =>
      api(adminPaymentMethodEditCall, {
        params: { code: method.code },
        body: { status: method.status === 'active' ? 'disabled' : 'active' },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'payment-methods'] }),
  });
  const columns: Column<AdminPaymentMethod>[] = [
    {
      key: 'method',
      header: t('columns.method'),
      cell: (method) => (
        <Link
          to={method.code.split('.').slice(1).map(encodeURIComponent).join('/')}
          className="font-medium text-accent-strong underline-offset-2 hover:underline"
          aria-label={t('actions.edit', { name: method.displayName })}
        >
          {method.displayName}
        </Link>
      ),
    },
    { key: 'provider', header: t('columns.provider'), cell: (method) => method.provider },
    {
      key: 'directions',
      header: t('columns.directions'),
      cell: (method) =>
        [
          method.deposits && t('directions.deposits'),
          method.withdrawals && t('directions.withdrawals'),
        ]
          .filter(Boolean)
          .join(', '),
    },
    {
      key: 'currencies',
      header: t('columns.currencies'),
      cell: (method) => method.currencies.map((row) => row.currency).join(' '),
    },
    {
      key: 'order',
      header: t('columns.order'),
      align: 'right',
      cell: (method) => method.sortOrder,
    },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (method) => (
        <StatusBadge tone={method.status === 'active' ? 'success' : 'neutral'}>
          {t(`status.${method.status}`)}
        </StatusBadge>
      ),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (method) => (
        <Button size="sm" onClick={() => toggle.mutate(method)}>
          {method.status === 'active'
            ? t('actions.disable', { name: method.displayName })
            : t('actions.enable', { name: method.displayName })}
        </Button>
      ),
    },
  ];
  return (
    <Page title={t('title')} description={t('description')}>
      {toggle.error && <ErrorNotice error={toggle.error} />}
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={methods.data?.methods}
        rowKey={(method) => method.code}
        loading={methods.isFetching}
        error={methods.error}
        onRetry={() => void methods.refetch()}
      />
    </Page>
  );
}

function MethodEditor() {
  const { provider = '', method: alias = '' } = useParams();
  const code = `pm.${provider}.${alias}`;
  const { t } = useTranslation('payment-methods');
  const methods = useMethods();
  const method = methods.data?.methods.find((candidate) => candidate.code === code);
  return (
    <Page
      title={method ? t('edit.title', { name: method.displayName }) : t('title')}
      description={method?.code}
      back={<BackLink to="../..">{t('actions.back')}</BackLink>}
    >
      {methods.error ? (
        <ErrorNotice error={methods.error} onRetry={() => void methods.refetch()} />
      ) : methods.data && !method ? (
        <Notice tone="warning">{t('edit.notFound')}</Notice>
      ) : method ? (
        <>
          <OrderForm method={method} />
          <Section title={t('edit.currenciesCaption', { name: method.displayName })}>
            <div className="flex flex-col divide-y divide-border">
              {method.currencies.map((row) => (
                <CurrencyForm
                  key={`${row.currency}:${row.status}:${row.depositMin}:${row.depositMax}:${row.withdrawMin}:${row.withdrawMax}`}
                  method={method}
                  row={row}
                />
              ))}
            </div>
          </Section>
        </>
      ) : null}
    </Page>
  );
}

function OrderForm({ method }: { method: AdminPaymentMethod }) {
  const { t } = useTranslation('payment-methods');
  const client = useQueryClient();
  const [order, setOrder] = useState(String(method.sortOrder));
  const save = useMutation({
    mutationFn: () =>
      api(adminPaymentMethodEditCall, {
        params: { code: method.code },
        body: { sortOrder: Math.max(0, Math.trunc(Number(order))) },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'payment-methods'] }),
  });
  return (
    <form
      className="flex items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Field
        label={t('edit.order')}
        error={save.error ? <ErrorText error={save.error} /> : undefined}
      >
        <TextInput
          type="number"
          min={0}
          style={{ width: '7rem' }}
          value={order}
          onChange={(event) => setOrder(event.target.value)}
        />
      </Field>
      <Button type="submit" busy={save.isPending}>
        {t('edit.saveOrder')}
      </Button>
    </form>
  );
}

function ErrorText({ error }: { error: unknown }) {
  const text = useErrorText();
  return <>{text(error)}</>;
}

type LimitKey = 'depositMin' | 'depositMax' | 'withdrawMin' | 'withdrawMax';

const shown = (minor: string | null) => (minor === null ? '' : formatAmount(minor, 'EN'));

function CurrencyForm({ method, row }: { method: AdminPaymentMethod; row: AdminMethodCurrency }) {
  const { t } = useTranslation('payment-methods');
  const errorText = useErrorText();
  const client = useQueryClient();
  const currency = row.currency;
  const [status, setStatus] = useState(row.status);
  const [limits, setLimits] = useState<Record<LimitKey, string>>({
    depositMin: shown(row.depositMin),
    depositMax: shown(row.depositMax),
    withdrawMin: shown(row.withdrawMin),
    withdrawMax: shown(row.withdrawMax),
  });
  const [errors, setErrors] = useState<Partial<Record<LimitKey | 'form', string>>>({});
  const save = useMutation({
    mutationFn: (body: AdminMethodCurrencyEditBody) =>
      api(adminMethodCurrencyEditCall, { params: { code: method.code, currency }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'payment-methods'] }),
    onError: (error) => {
      // The server's refusal of the limits is shown at the limits it names.
      const text = errorText(error);
      if (error instanceof ApiError && error.code === 'STAFF.LIMITS_INVALID') {
        setErrors(/withdraw/i.test(text) ? { withdrawMin: text } : { depositMin: text });
      } else setErrors({ form: text });
    },
  });

  function submit() {
    const body: AdminMethodCurrencyEditBody = { status };
    const found: typeof errors = {};
    const keys: LimitKey[] = [
      ...(method.deposits ? (['depositMin', 'depositMax'] as const) : []),
      ...(method.withdrawals ? (['withdrawMin', 'withdrawMax'] as const) : []),
    ];
    const parsed: Partial<Record<LimitKey, bigint>> = {};
    for (const key of keys) {
      const minor = parseAmount(limits[key], 'EN');
      if (minor === null || minor <= 0n) found[key] = t('edit.amountInvalid', { digits: 2 });
      else {
        parsed[key] = minor;
        body[key] = minor.toString();
      }
    }
    for (const [min, max] of [
      ['depositMin', 'depositMax'],
      ['withdrawMin', 'withdrawMax'],
    ] as const) {
      const low = parsed[min];
      const high = parsed[max];
      if (low !== undefined && high !== undefined && low > high) found[min] = t('edit.minAboveMax');
    }
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(body);
  }

  const limitField = (key: LimitKey, offered: boolean) =>
    offered ? (
      <Field label={t(`edit.${key}`, { currency })} error={errors[key]}>
        <TextInput
          inputMode="decimal"
          style={{ width: '9rem' }}
          value={limits[key]}
          onChange={(event) => setLimits({ ...limits, [key]: event.target.value })}
        />
      </Field>
    ) : null;

  return (
    <form
      className="flex flex-wrap items-end gap-3 py-3"
      aria-label={currency}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 className="w-16 self-center text-sm font-semibold">{currency}</h3>
      <Field label={t('edit.status', { currency })}>
        <Select
          value={status}
          onChange={(event) => setStatus(event.target.value as typeof status)}
          options={[
            { value: 'active', label: t('status.active') },
            { value: 'disabled', label: t('status.disabled') },
          ]}
        />
      </Field>
      {limitField('depositMin', method.deposits)}
      {limitField('depositMax', method.deposits)}
      {limitField('withdrawMin', method.withdrawals)}
      {limitField('withdrawMax', method.withdrawals)}
      <Button type="submit" variant="primary" busy={save.isPending}>
        {t('edit.save', { currency })}
      </Button>
      {save.isSuccess && <Notice tone="success">{t('edit.saved')}</Notice>}
      {errors.form && <Notice tone="danger">{errors.form}</Notice>}
    </form>
  );
}
