import {
  adminPromoCodeStateCall,
  type AdminBonusState,
  type AdminPromoCode,
} from '@jackdaw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useCan } from '../../app/me';
import { BonusStateActions, BonusStatus } from '../bonus-offers/bonus-state';

export function CodeStatus({ status }: { status: AdminBonusState }) {
  return <BonusStatus ns="promo-codes" status={status} />;
}

/** Pause, resume and end a code, each with its reason. */
export function CodeStateActions({ code }: { code: AdminPromoCode }) {
  const canWrite = useCan('bonuses.write');
  const client = useQueryClient();
  if (!canWrite) return null;
  return (
    <BonusStateActions
      ns="promo-codes"
      status={code.status}
      names={{ code: code.code }}
      change={async (status, reason) => {
        await api(adminPromoCodeStateCall, {
          params: { id: String(code.id) },
          body: { status, reason },
        });
        await client.invalidateQueries({ queryKey: ['admin', 'promo-codes'] });
      }}
    />
  );
}
