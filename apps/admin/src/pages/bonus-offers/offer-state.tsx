import {
  adminBonusOfferStateCall,
  type AdminBonusOffer,
  type AdminBonusState,
} from '@jackdaw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useCan } from '../../app/me';
import { BonusStateActions, BonusStatus } from './bonus-state';

export function OfferStatus({ status }: { status: AdminBonusState }) {
  return <BonusStatus ns="bonus-offers" status={status} />;
}

/** Pause, resume and end an offer, each with its reason (kept in the audit log). */
export function OfferStateActions({ offer }: { offer: AdminBonusOffer }) {
  const canWrite = useCan('bonuses.write');
  const client = useQueryClient();
  if (!canWrite) return null;
  return (
    <BonusStateActions
      ns="bonus-offers"
      status={offer.status}
      names={{ name: offer.name }}
      change={async (status, reason) => {
        await api(adminBonusOfferStateCall, {
          params: { id: String(offer.id) },
          body: { status, reason },
        });
        await client.invalidateQueries({ queryKey: ['admin', 'bonus-offers'] });
      }}
    />
  );
}
