import {
  adminStaffCreateCall,
  adminStaffDisableCall,
  adminStaffEnableCall,
  adminStaffEndSessionsCall,
  adminStaffListCall,
  adminStaffResetTwoFactorCall,
  adminStaffRoleCall,
  STAFF_ROLES,
  type AdminStaffMember,
  type StaffRole,
} from '@jackdaw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useKeysetList } from '../../api/keyset-list';
import { useMe } from '../../app/me';
import {
  ActionMenu,
  Button,
  DataTable,
  DateTime,
  Field,
  Notice,
  Page,
  ReasonDialog,
  Select,
  StatusBadge,
  TextInput,
  type Column,
  type MenuAction,
} from '../../ui';
import { LinkDialog } from './link-dialog';

type Action = 'role' | 'disable' | 'enable' | 'reset2fa' | 'endSessions';
const listKey = ['admin', 'staff'] as const;

function StaffState({ member }: { member: AdminStaffMember }) {
  const { t } = useTranslation('staff');
  if (member.disabledAt) return <StatusBadge tone="danger">{t('state.disabled')}</StatusBadge>;
  if (!member.enrolled) return <StatusBadge tone="warning">{t('state.notEnrolled')}</StatusBadge>;
  return <StatusBadge tone="success">{t('state.active')}</StatusBadge>;
}

/** Staff management: the members, and what an administrator does to them (each audited). */
export default function StaffPage() {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const me = useMe().data;
  const queryClient = useQueryClient();
  const list = useKeysetList({
    queryKey: listKey,
    load: (after: number | undefined, signal) =>
      api(adminStaffListCall, { query: after ? { after: String(after) } : {}, signal }),
    rows: (page) => page.members,
    next: (page) => page.nextAfter,
  });
  const members = list.rows;

  const [creating, setCreating] = useState(false);
  const [newEmail, setNewEmail] = useState('');
  const [newRole, setNewRole] = useState<StaffRole>('support');
  const [acting, setActing] = useState<{ action: Action; member: AdminStaffMember } | null>(null);
  const [role, setRole] = useState<StaffRole>('support');
  const [link, setLink] = useState<{ link: string; message: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const roleOptions = STAFF_ROLES.map((value) => ({ value, label: common(`roles.${value}`) }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKey });

  const open = (action: Action, member: AdminStaffMember) => {
    setDone(null);
    setRole(member.role);
    setActing({ action, member });
  };

  async function run(reason: string) {
    if (!acting) return;
    const { action, member } = acting;
    const params = { id: String(member.id) };
    const email = member.email;
    try {
      if (action === 'role') {
        await api(adminStaffRoleCall, { params, body: { role, reason } });
        setDone(t('done.role', { email, role: common(`roles.${role}`) }));
      } else if (action === 'disable') {
        const answer = await api(adminStaffDisableCall, { params, body: { reason } });
        setDone(t('done.disable', { email, count: answer.sessionsEnded }));
      } else if (action === 'enable') {
        await api(adminStaffEnableCall, { params, body: { reason } });
        setDone(t('done.enable', { email }));
      } else if (action === 'reset2fa') {
        const answer = await api(adminStaffResetTwoFactorCall, { params, body: { reason } });
        setLink({ link: answer.enrolmentLink, message: t('link.reset', { email }) });
      } else {
        const answer = await api(adminStaffEndSessionsCall, { params, body: { reason } });
        setDone(t('done.endSessions', { email, count: answer.sessionsEnded }));
      }
    } finally {
      void refresh();
    }
  }

  async function create(reason: string) {
    const answer = await api(adminStaffCreateCall, {
      body: { email: newEmail.trim(), role: newRole, ...(reason ? { reason } : {}) },
    });
    setLink({
      link: answer.enrolmentLink,
      message: t('link.created', { email: answer.member.email }),
    });
    setNewEmail('');
    void refresh();
  }

  const columns: Column<AdminStaffMember>[] = [
    {
      key: 'email',
      header: t('columns.email'),
      cell: (member) => (
        <span className="font-medium">
          {member.email}
          {member.id === me?.id && (
            <span className="ml-1.5 text-xs font-normal text-text-muted">({t('you')})</span>
          )}
        </span>
      ),
    },
    { key: 'role', header: t('columns.role'), cell: (member) => common(`roles.${member.role}`) },
    { key: 'state', header: t('columns.state'), cell: (member) => <StaffState member={member} /> },
    {
      key: 'lastSignIn',
      header: t('columns.lastSignIn'),
      cell: (member) => <DateTime value={member.lastSignInAt} empty={t('never')} />,
    },
    {
      key: 'sessions',
      header: t('columns.sessions'),
      align: 'right',
      cell: (member) => member.sessions,
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      align: 'right',
      cell: (member) => {
        const self = member.id === me?.id;
        const actions: MenuAction[] = [
          ...(self
            ? []
            : [{ label: t('actions.changeRole'), onSelect: () => open('role', member) }]),
          ...(self
            ? []
            : member.disabledAt
              ? [{ label: t('actions.enable'), onSelect: () => open('enable', member) }]
              : [
                  {
                    label: t('actions.disable'),
                    onSelect: () => open('disable', member),
                    danger: true,
                  },
                ]),
          { label: t('actions.reset2fa'), onSelect: () => open('reset2fa', member), danger: true },
          ...(member.sessions > 0
            ? [{ label: t('actions.endSessions'), onSelect: () => open('endSessions', member) }]
            : []),
        ];
        return (
          <ActionMenu
            label={t('columns.actions')}
            accessibleLabel={t('actions.menu', { email: member.email })}
            actions={actions}
          />
        );
      },
    },
  ];

  const dialog =
    acting &&
    {
      role: { confirm: t('role.submit'), variant: 'primary' as const },
      disable: { confirm: t('disable.submit'), variant: 'danger' as const },
      enable: { confirm: t('enable.submit'), variant: 'primary' as const },
      reset2fa: { confirm: t('reset2fa.submit'), variant: 'danger' as const },
      endSessions: { confirm: t('endSessions.submit'), variant: 'danger' as const },
    }[acting.action];

  return (
    <Page
      title={t('title')}
      description={t('description')}
      actions={
        <Button
          variant="primary"
          onClick={() => {
            setDone(null);
            setCreating(true);
          }}
        >
          {t('add')}
        </Button>
      }
    >
      {done && <Notice tone="success">{done}</Notice>}
      <DataTable
        caption={t('list')}
        columns={columns}
        rows={members}
        rowKey={(member) => member.id}
        {...list.table}
      />

      <ReasonDialog
        open={creating}
        onOpenChange={setCreating}
        title={t('create.title')}
        description={t('create.description')}
        confirmLabel={t('create.submit')}
        reasonRequired={false}
        onConfirm={create}
      >
        <Field label={t('create.email')}>
          <TextInput
            type="email"
            required
            maxLength={254}
            autoComplete="off"
            value={newEmail}
            onChange={(event) => setNewEmail(event.target.value)}
          />
        </Field>
        <Field label={t('create.role')}>
          <Select
            options={roleOptions}
            value={newRole}
            onChange={(event) => setNewRole(event.target.value as StaffRole)}
          />
        </Field>
      </ReasonDialog>

      {acting && dialog && (
        <ReasonDialog
          open
          onOpenChange={(next) => !next && setActing(null)}
          title={t(`${acting.action}.title`, { email: acting.member.email })}
          description={t(`${acting.action}.description`)}
          confirmLabel={dialog.confirm}
          confirmVariant={dialog.variant}
          onConfirm={run}
        >
          {acting.action === 'role' && (
            <Field label={t('role.label')}>
              <Select
                options={roleOptions}
                value={role}
                onChange={(event) => setRole(event.target.value as StaffRole)}
              />
            </Field>
          )}
        </ReasonDialog>
      )}

      <LinkDialog
        link={link?.link ?? null}
        message={link?.message ?? ''}
        onClose={() => setLink(null)}
      />
    </Page>
  );
}
