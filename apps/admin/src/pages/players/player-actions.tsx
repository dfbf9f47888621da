import {
  adminPlayerAmlHoldCall,
  adminPlayerBanCall,
  adminPlayerCorrectionCall,
  adminPlayerEndSessionsCall,
  adminPlayerResetPasswordCall,
  adminPlayerUnbanCall,
  PLAYER_CORRECTABLE_ACCOUNTS,
  type AdminPlayerCardResponse,
  type CurrencyCode,
  type StaffPermission,
} from '@jackdaw/contracts';
import { parseAmount } from '@jackdaw/money';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useMe } from '../../app/me';
import { Button, Field, Notice, ReasonDialog, Select, TextInput } from '../../ui';

type Card = Omit<AdminPlayerCardResponse, 'statusCode'>;
type ActionKey =
  'ban' | 'unban' | 'amlHold' | 'amlRelease' | 'correct' | 'resetPassword' | 'endSessions';

/** The correction's own fields inside the reason dialog. */
function CorrectionFields({
  currency,
  value,
  onChange,
  error,
}: {
  currency: string;
  value: { direction: 'credit' | 'debit'; account: string; amount: string };
  onChange: (next: { direction: 'credit' | 'debit'; account: string; amount: string }) => void;
  error: boolean;
}) {
  const { t } = useTranslation('players');
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label={t('actions.direction')}>
        <Select
          value={value.direction}
          onChange={(event) =>
            onChange({ ...value, direction: event.target.value as 'credit' | 'debit' })
          }
          options={[
            { value: 'credit', label: t('actions.credit') },
            { value: 'debit', label: t('actions.debit') },
          ]}
        />
      </Field>
      <Field label={t('actions.account')}>
        <Select
          value={value.account}
          onChange={(event) => onChange({ ...value, account: event.target.value })}
          options={PLAYER_CORRECTABLE_ACCOUNTS.map((kind) => ({
            value: kind,
            label: t(`balances.kinds.${kind}`),
          }))}
        />
      </Field>
      <Field
        label={t('actions.amount', { currency })}
        error={error ? t('actions.amountInvalid') : undefined}
        className="sm:col-span-2"
      >
        <TextInput
          inputMode="decimal"
          value={value.amount}
          maxLength={24}
          onChange={(event) => onChange({ ...value, amount: event.target.value })}
        />
      </Field>
    </div>
  );
}

/** The actions on a player the signed-in role may take, each asking a reason. */
export function PlayerActions({ card }: { card: Card }) {
  const { t } = useTranslation('players');
  const me = useMe();
  const client = useQueryClient();
  const { player } = card;
  const id = String(player.id);
  const can = (permission: StaffPermission) => me.data?.permissions.includes(permission) ?? false;
  const [open, setOpen] = useState<ActionKey | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [correction, setCorrection] = useState({
    direction: 'credit' as 'credit' | 'debit',
    account: 'real',
    amount: '',
  });
  const [amountInvalid, setAmountInvalid] = useState(false);

  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'players'] });
  const params = { id };

  const run: Record<ActionKey, (reason: string) => Promise<string>> = {
    ban: async (reason) => {
      await api(adminPlayerBanCall, { params, body: { reason } });
      return t('actions.banned');
    },
    unban: async (reason) => {
      const queued = await api(adminPlayerUnbanCall, { params, body: { reason } });
      return t('actions.sentForApproval', { id: queued.approvalRequestId });
    },
    amlHold: async (reason) => {
      await api(adminPlayerAmlHoldCall, { params, body: { hold: true, reason } });
      return t('actions.done');
    },
    amlRelease: async (reason) => {
      await api(adminPlayerAmlHoldCall, { params, body: { hold: false, reason } });
      return t('actions.done');
    },
    correct: async (reason) => {
      const minor = parseAmount(correction.amount, 'EN');
      if (minor === null || minor <= 0n) {
        setAmountInvalid(true);
        throw new Error(t('actions.amountInvalid'));
      }
      setAmountInvalid(false);
      const queued = await api(adminPlayerCorrectionCall, {
        params,
        body: {
          amount: (correction.direction === 'debit' ? -minor : minor).toString(),
          currency: player.currency as CurrencyCode,
          account: correction.account as (typeof PLAYER_CORRECTABLE_ACCOUNTS)[number],
          reason,
        },
      });
      setCorrection({ direction: 'credit', account: 'real', amount: '' });
      return t('actions.sentForApproval', { id: queued.approvalRequestId });
    },
    resetPassword: async (reason) => {
      await api(adminPlayerResetPasswordCall, { params, body: { reason } });
      return t('actions.mailSent');
    },
    endSessions: async (reason) => {
      await api(adminPlayerEndSessionsCall, { params, body: { reason } });
      return t('actions.sessionsEnded');
    },
  };

  const actions: {
    key: ActionKey;
    permission: StaffPermission;
    show: boolean;
    danger?: boolean;
  }[] = [
    { key: 'ban', permission: 'players.ban', show: !player.banned, danger: true },
    { key: 'unban', permission: 'players.ban', show: player.banned },
    { key: 'amlHold', permission: 'players.ban', show: !player.amlHold },
    { key: 'amlRelease', permission: 'players.ban', show: player.amlHold },
    { key: 'correct', permission: 'players.correct_balance', show: true },
    { key: 'resetPassword', permission: 'players.reset_password', show: true },
    { key: 'endSessions', permission: 'players.end_sessions', show: true },
  ];
  const visible = actions.filter((action) => action.show && can(action.permission));
  const current = actions.find((action) => action.key === open);

  return (
    <div className="flex flex-col items-end gap-2">
      {visible.length > 0 && (
        <div
          role="group"
          aria-label={t('actions.label')}
          className="flex flex-wrap justify-end gap-2"
        >
          {visible.map((action) => (
            <Button
              key={action.key}
              variant={action.danger ? 'danger' : 'secondary'}
              onClick={() => {
                setResult(null);
                setOpen(action.key);
              }}
            >
              {t(`actions.${action.key}`)}
            </Button>
          ))}
        </div>
      )}
      {result && <Notice tone="success">{result}</Notice>}
      {current && (
        <ReasonDialog
          open
          onOpenChange={(next) => {
            if (!next) {
              setOpen(null);
              setAmountInvalid(false);
            }
          }}
          title={t(`actions.${current.key}Title`)}
          description={t(`actions.${current.key}Description`)}
          confirmLabel={t(`actions.${current.key}`)}
          confirmVariant={current.danger ? 'danger' : 'primary'}
          onConfirm={async (reason) => {
            const message = await run[current.key](reason);
            setResult(message);
            await refresh();
          }}
        >
          {current.key === 'correct' && (
            <CorrectionFields
              currency={player.currency}
              value={correction}
              onChange={setCorrection}
              error={amountInvalid}
            />
          )}
        </ReasonDialog>
      )}
    </div>
  );
}
