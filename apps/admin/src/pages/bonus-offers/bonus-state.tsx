import type { AdminBonusState } from '@jackdaw/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DateTime, Field, ReasonDialog, Select, StatusBadge } from '../../ui';

// The life of an offer, shared by the promo codes (`promo-codes` pages): active ⇄ paused → ended.
// Each page keeps its own texts (`status.*`, `actions.*`, `columns.status`, `filters.any`).
type Namespace = 'bonus-offers' | 'promo-codes';

export const BONUS_STATES: AdminBonusState[] = ['active', 'paused', 'ended'];
const tones = { active: 'success', paused: 'warning', ended: 'neutral' } as const;

export function BonusStatus({ ns, status }: { ns: Namespace; status: AdminBonusState }) {
  const { t } = useTranslation(ns);
  return <StatusBadge tone={tones[status]}>{t(`status.${status}`)}</StatusBadge>;
}

/** When an offer or code may be taken: "always", or from and/or until. */
export function BonusValidity({
  ns,
  from,
  until,
}: {
  ns: Namespace;
  from: string | null;
  until: string | null;
}) {
  const { t } = useTranslation(ns);
  if (!from && !until) return t('always');
  return (
    <span className="flex flex-col text-xs">
      {from && (
        <span>
          {t('from')} <DateTime value={from} />
        </span>
      )}
      {until && (
        <span>
          {t('until')} <DateTime value={until} />
        </span>
      )}
    </span>
  );
}

/** The list's status filter: any, or one of the states. */
export function BonusStateFilter({
  ns,
  value,
  onChange,
}: {
  ns: Namespace;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation(ns);
  return (
    <Field label={t('columns.status')}>
      <Select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={[
          { value: '', label: t('filters.any') },
          ...BONUS_STATES.map((state) => ({ value: state, label: t(`status.${state}`) })),
        ]}
      />
    </Field>
  );
}

const verb = (status: AdminBonusState) =>
  status === 'active' ? 'resume' : status === 'paused' ? 'pause' : 'end';

/**
 * Pause, resume and end, each with its reason (kept in the audit log). `names` fills the
 * actions' texts; `change` makes the call and refreshes what shows it.
 */
export function BonusStateActions({
  ns,
  status,
  names,
  change,
}: {
  ns: Namespace;
  status: AdminBonusState;
  names: Record<string, string>;
  change: (status: AdminBonusState, reason: string) => Promise<void>;
}) {
  const { t } = useTranslation(ns);
  const [wanted, setWanted] = useState<AdminBonusState | null>(null);
  if (status === 'ended') return null;
  const choices: AdminBonusState[] =
    status === 'active' ? ['paused', 'ended'] : ['active', 'ended'];
  return (
    <div className="flex gap-2">
      {choices.map((choice) => (
        <Button
          key={choice}
          size="sm"
          variant={choice === 'ended' ? 'danger' : 'secondary'}
          onClick={() => setWanted(choice)}
        >
          {t(`actions.${verb(choice)}`, names)}
        </Button>
      ))}
      {wanted && (
        <ReasonDialog
          open
          title={t(`actions.${verb(wanted)}`, names)}
          description={t(`actions.${verb(wanted)}Hint`)}
          confirmLabel={t(`actions.${verb(wanted)}Confirm`)}
          confirmVariant={wanted === 'ended' ? 'danger' : 'primary'}
          onOpenChange={(open) => !open && setWanted(null)}
          onConfirm={(reason) => change(wanted, reason)}
        />
      )}
    </div>
  );
}
