import type { SqlRunner } from '../../db/client.js';
import { createExchangeService } from '../reports/index.js';
import type { Ledger } from '../wallet/index.js';
import { bonusesRepository as repo } from './bonuses.repository.js';
import { createGrants, endKeyOf } from './grants.js';
import { createOffers } from './offers.js';

/**
 * The demo player's bonuses (issue 21 "Demo data"), through the grant lifecycle itself: a welcome
 * bonus granted and converted to real money once its wagering was met, then a reload bonus active
 * with part of its wagering done. Idempotent: each grant is found again by its demo payment key.
 * Answers the conversion's ledger transaction (the history's bonus row points at it).
 */
export async function seedDemoBonuses(
  sql: SqlRunner,
  ledger: Ledger,
  userId: number,
  amounts: { converted: bigint; active: bigint },
): Promise<{ conversionTransactionId: number }> {
  const grants = createGrants({ sql, ledger });
  const offers = createOffers({ sql, exchange: createExchangeService(sql) });
  const welcome = await offers.bySlug('welcome-casino', 'INR');
  const reload = await offers.bySlug('reload', 'INR');
  if (!welcome || !reload) throw new Error('the seeded bonus offers are missing');

  const opened = await sql.transaction((tx) =>
    grants.open(tx, {
      userId,
      currency: 'INR',
      offerId: welcome.offer.id,
      kind: 'deposit',
      displayKind: 'welcome',
      product: 'casino',
      source: 'welcome',
      amount: amounts.converted,
      terms: welcome.terms,
      fundedFrom: 'expense',
      wagerMultiplier: welcome.terms.wagerMultiplier,
      wageringHours: welcome.terms.wageringHours,
      paymentId: `demo:${userId}:welcome-bonus`,
    }),
  );
  if (opened.status === 'active') {
    await sql.transaction(async (tx) => {
      const held = await ledger.lock(tx, {
        userId,
        currency: 'INR',
        kinds: ['real', 'bonus_casino', 'freespin_winnings'],
      });
      const grant = await repo.lockGrant(tx, userId, opened.id);
      if (!grant || grant.status !== 'active') return;
      await repo.setProgress(tx, grant.id, grant.wagerRequired);
      await grants.endIn(tx, { ...grant, wagerProgress: grant.wagerRequired }, 'converted', held);
    });
  }
  const conversion = await ledger.find(endKeyOf(opened.id));
  if (!conversion) throw new Error('the demo welcome bonus was not converted');

  const active = await sql.transaction((tx) =>
    grants.open(tx, {
      userId,
      currency: 'INR',
      offerId: reload.offer.id,
      kind: 'deposit',
      displayKind: reload.offer.displayKind,
      product: 'casino',
      source: 'deposit',
      amount: amounts.active,
      terms: reload.terms,
      fundedFrom: 'expense',
      wagerMultiplier: reload.terms.wagerMultiplier,
      wageringHours: reload.terms.wageringHours,
      paymentId: `demo:${userId}:reload-bonus`,
    }),
  );
  await repo.startProgress(sql, active.id, 40);
  return { conversionTransactionId: conversion.transactionId };
}
