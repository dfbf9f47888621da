import {
  auditLogCall,
  auditRowCall,
  auditVerifyCall,
  STAFF_ROLES,
  type AuditLogQuery,
  type AuditLogRow,
  type AuditStaff,
  type AuditVerifyResponse,
} from '@jackdaw/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router';
import { api, ApiError } from '../../api/client';
import { useKeysetList } from '../../api/keyset-list';
import {
  BackLink,
  Button,
  DataTable,
  DateTime,
  ErrorNotice,
  Facts,
  Field,
  FilterBar,
  Notice,
  Page,
  Section,
  Select,
  TextInput,
  useSearchFilters,
  utcInstant,
  type Column,
} from '../../ui';
import { JsonDiff } from './json-diff';

/** The filters the URL keeps (`?staff=…&role=…`), as typed; dates as `datetime-local` values in UTC. */
const FILTER_KEYS = [
  'staff',
  'role',
  'action',
  'targetType',
  'targetId',
  'from',
  'to',
  'hasApprover',
] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
type Filters = Partial<Record<FilterKey, string>>;

const rangeInvalid = (filters: Filters) => {
  const from = utcInstant(filters.from);
  const to = utcInstant(filters.to);
  return Boolean(from && to && from >= to);
};

function toQuery(filters: Filters): AuditLogQuery {
  return {
    staff: filters.staff || undefined,
    role: (filters.role || undefined) as AuditLogQuery['role'],
    action: filters.action || undefined,
    targetType: filters.targetType || undefined,
    targetId: filters.targetId || undefined,
    from: utcInstant(filters.from),
    to: utcInstant(filters.to),
    hasApprover: (filters.hasApprover || undefined) as AuditLogQuery['hasApprover'],
  };
}

function StaffName({ staff }: { staff: AuditStaff }) {
  const { t } = useTranslation('audit');
  return <span>{staff.email ?? t('table.unknownStaff', { id: staff.id })}</span>;
}

function useRoleLabel() {
  const { t } = useTranslation();
  return (role: string) => t(`roles.${role}`, { defaultValue: role });
}

function VerifyResult({ result }: { result: AuditVerifyResponse }) {
  const { t } = useTranslation('audit');
  if (result.ok) return <Notice tone="success">{t('verify.ok', { count: result.rows })}</Notice>;
  return (
    <Notice tone="danger">
      {t('verify.broken', {
        id: result.brokenId,
        problem: t(`verify.problem.${result.problem}`),
        count: result.rows,
      })}{' '}
      <Link className="font-medium underline" to={String(result.brokenId)}>
        {t('verify.openBroken', { id: result.brokenId })}
      </Link>
    </Notice>
  );
}

function AuditLog() {
  const { t } = useTranslation('audit');
  const roleLabel = useRoleLabel();
  const navigate = useNavigate();
  const filters = useSearchFilters(FILTER_KEYS);
  const { applied, draft, set } = filters;
  const [draftInvalid, setDraftInvalid] = useState(false);

  const log = useKeysetList({
    queryKey: ['admin', 'audit', applied],
    load: (cursor, signal) => api(auditLogCall, { query: { ...toQuery(applied), cursor }, signal }),
    rows: (page) => page.rows,
    next: (page) => page.nextCursor,
    enabled: !rangeInvalid(applied),
  });
  const verify = useMutation({ mutationFn: () => api(auditVerifyCall) });

  const apply = () => {
    if (rangeInvalid(draft)) {
      setDraftInvalid(true);
      return;
    }
    setDraftInvalid(false);
    filters.apply();
  };
  const reset = () => {
    setDraftInvalid(false);
    filters.reset();
  };

  const columns: Column<AuditLogRow>[] = [
    {
      key: 'id',
      header: t('table.id'),
      width: '5rem',
      cell: (row) => (
        <Link
          to={String(row.id)}
          className="font-medium text-accent underline-offset-2 hover:underline"
          aria-label={t('table.open', { id: row.id })}
          onClick={(event) => event.stopPropagation()}
        >
          {row.id}
        </Link>
      ),
    },
    { key: 'time', header: t('table.time'), cell: (row) => <DateTime value={row.at} /> },
    { key: 'staff', header: t('table.staff'), cell: (row) => <StaffName staff={row.staff} /> },
    { key: 'role', header: t('table.role'), cell: (row) => roleLabel(row.staff.role) },
    {
      key: 'action',
      header: t('table.action'),
      cell: (row) => <code className="font-mono text-[13px]">{row.action}</code>,
    },
    {
      key: 'target',
      header: t('table.target'),
      cell: (row) => (
        <span className="block max-w-56">
          {row.targetType} <span className="font-mono text-[13px] break-all">{row.targetId}</span>
        </span>
      ),
    },
    {
      key: 'reason',
      header: t('table.reason'),
      cell: (row) => <span className="line-clamp-2 max-w-64">{row.reason ?? '—'}</span>,
    },
    {
      key: 'approver',
      header: t('table.approver'),
      cell: (row) => (row.approver ? <StaffName staff={row.approver} /> : '—'),
    },
    {
      key: 'address',
      header: t('table.address'),
      cell: (row) => <span className="font-mono text-[13px]">{row.address ?? '—'}</span>,
    },
  ];

  return (
    <Page
      title={t('title')}
      description={t('description')}
      actions={
        <Button variant="primary" busy={verify.isPending} onClick={() => verify.mutate()}>
          <ShieldCheck aria-hidden size={16} />
          {verify.isPending ? t('verify.running') : t('verify.button')}
        </Button>
      }
    >
      {verify.data && <VerifyResult result={verify.data} />}
      {verify.error && <ErrorNotice error={verify.error} />}
      <FilterBar label={t('filters.label')} onApply={apply} onReset={reset}>
        <Field label={t('filters.staff')}>
          <TextInput
            value={draft.staff ?? ''}
            maxLength={254}
            onChange={(event) => set('staff')(event.target.value)}
          />
        </Field>
        <Field label={t('filters.role')}>
          <Select
            value={draft.role ?? ''}
            onChange={(event) => set('role')(event.target.value)}
            options={[
              { value: '', label: t('filters.anyRole') },
              ...STAFF_ROLES.map((role) => ({ value: role, label: roleLabel(role) })),
            ]}
          />
        </Field>
        <Field label={t('filters.action')}>
          <TextInput
            value={draft.action ?? ''}
            maxLength={64}
            onChange={(event) => set('action')(event.target.value.trim().toLowerCase())}
          />
        </Field>
        <Field label={t('filters.targetType')}>
          <TextInput
            value={draft.targetType ?? ''}
            maxLength={64}
            onChange={(event) => set('targetType')(event.target.value.trim().toLowerCase())}
          />
        </Field>
        <Field label={t('filters.targetId')}>
          <TextInput
            value={draft.targetId ?? ''}
            maxLength={128}
            onChange={(event) => set('targetId')(event.target.value.trim())}
          />
        </Field>
        <Field label={t('filters.from')}>
          <TextInput
            type="datetime-local"
            value={draft.from ?? ''}
            onChange={(event) => set('from')(event.target.value)}
          />
        </Field>
        <Field label={t('filters.to')} error={draftInvalid ? t('filters.rangeInvalid') : undefined}>
          <TextInput
            type="datetime-local"
            value={draft.to ?? ''}
            onChange={(event) => set('to')(event.target.value)}
          />
        </Field>
        <Field label={t('filters.approver')}>
          <Select
            value={draft.hasApprover ?? ''}
            onChange={(event) => set('hasApprover')(event.target.value)}
            options={[
              { value: '', label: t('filters.approverAny') },
              { value: 'true', label: t('filters.approverYes') },
              { value: 'false', label: t('filters.approverNo') },
            ]}
          />
        </Field>
      </FilterBar>
      <DataTable
        caption={t('table.caption')}
        columns={columns}
        rows={log.rows}
        rowKey={(row) => row.id}
        {...log.table}
        empty={t('table.empty')}
        onRowClick={(row) => void navigate(String(row.id))}
      />
    </Page>
  );
}

function AuditRowDetail() {
  const { t } = useTranslation('audit');
  const roleLabel = useRoleLabel();
  const { id = '' } = useParams();
  const row = useQuery({
    queryKey: ['admin', 'audit', 'row', id],
    queryFn: ({ signal }) => api(auditRowCall, { params: { id }, signal }),
  });
  const back = <BackLink>{t('detail.back')}</BackLink>;
  const detail = row.data?.row;
  const facts: [string, ReactNode][] = detail
    ? [
        [t('table.time'), <DateTime key="at" value={detail.at} />],
        [t('table.staff'), <StaffName key="staff" staff={detail.staff} />],
        [t('table.role'), roleLabel(detail.staff.role)],
        [t('table.action'), <code key="action">{detail.action}</code>],
        [t('table.target'), `${detail.targetType} ${detail.targetId}`],
        [t('table.reason'), detail.reason ?? '—'],
        [
          t('table.approver'),
          detail.approver ? (
            <span key="approver">
              <StaffName staff={detail.approver} /> ({roleLabel(detail.approver.role)})
            </span>
          ) : (
            '—'
          ),
        ],
        [t('table.address'), detail.address ?? '—'],
      ]
    : [];
  return (
    <Page title={t('detail.title', { id })} back={back}>
      {row.isLoading && <p role="status">{t('table.caption')}…</p>}
      {row.error instanceof ApiError && row.error.statusCode === 404 ? (
        <Notice tone="warning">{t('detail.notFound', { id })}</Notice>
      ) : (
        row.error && <ErrorNotice error={row.error} onRetry={() => void row.refetch()} />
      )}
      {detail && (
        <>
          <Section title={t('detail.facts')}>
            <Facts rows={facts} />
          </Section>
          <Section title={t('detail.changes')}>
            <JsonDiff before={detail.before} after={detail.after} />
          </Section>
          <Section title={t('detail.chain')}>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1.5 text-sm">
              <dt className="font-medium text-text-muted">{t('detail.prevHash')}</dt>
              <dd className="font-mono break-all">{detail.prevHash}</dd>
              <dt className="font-medium text-text-muted">{t('detail.hash')}</dt>
              <dd className="font-mono break-all">{detail.hash}</dd>
            </dl>
          </Section>
        </>
      )}
    </Page>
  );
}

/** The audit log (filters, keyset pages, chain check) and one row's detail at `audit/:id`. */
export default function AuditPage() {
  return (
    <Routes>
      <Route index element={<AuditLog />} />
      <Route path=":id" element={<AuditRowDetail />} />
    </Routes>
  );
}
