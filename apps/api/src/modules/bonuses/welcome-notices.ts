import { currencyCodeSchema } from '@jackdaw/contracts';
import type { SqlRunner } from '../../db/client.js';
import type { Notifier } from '../notifications/index.js';
import { playersAwaitingFirstDeposit } from '../users/index.js';
import type { OffersService } from './offers.js';

const HOUR_MS = 3_600_000;
/** How far back each sweep looks: a sweep every minute, a restart of up to this long caught up. */
const CATCH_UP_MS = HOUR_MS;
const REMINDER_HOURS = 24;

/**
 * The welcome offer's notifications (issue 22), raised by the bonus sweep before any grant
 * exists: BonusCampaignAvailable once a new player who chose a welcome bonus has registered, and
 * BonusActivationTerm24 24 hours before their deposit window closes. Each sweep looks at the
 * registrations of the last hour for the first, and those whose reminder moment fell in the
 * last hour for the second, so the work per sweep stays small; the ref `welcome` makes repeats
 * no-ops.
 */
export async function welcomeNotices(deps: {
  sql: SqlRunner;
  offers: Pick<OffersService, 'bySlug'>;
  notifier: Notifier;
  now: Date;
}): Promise<void> {
  const { sql, offers, notifier, now } = deps;
  for (const [choice, slug] of [
    ['casino', 'welcome-casino'],
    ['sport', 'welcome-sport'],
  ] as const) {
    const welcome = await offers.bySlug(slug, 'USD');
    if (!welcome || welcome.offer.status !== 'active') continue;
    const windowMs =
      welcome.offer.depositWindowHours === null ? null : welcome.offer.depositWindowHours * HOUR_MS;
    const fresh = await playersAwaitingFirstDeposit(
      sql,
      new Date(now.getTime() - CATCH_UP_MS),
      new Date(now.getTime() + 1),
    );
    const closing =
      windowMs === null
        ? []
        : await playersAwaitingFirstDeposit(
            sql,
            new Date(now.getTime() - windowMs + REMINDER_HOURS * HOUR_MS - CATCH_UP_MS),
            new Date(now.getTime() - windowMs + REMINDER_HOURS * HOUR_MS + 1),
          );
    const raise = [
      ...fresh.map((player) => ({ player, kind: 'BonusCampaignAvailable' as const })),
      ...closing.map((player) => ({ player, kind: 'BonusActivationTerm24' as const })),
    ].filter(({ player }) => player.bonusChoice === choice);
    if (raise.length === 0) continue;
    await sql.transaction(async (tx) => {
      for (const { player, kind } of raise) {
        const currency = currencyCodeSchema.safeParse(player.currency);
        await notifier.raise(tx, {
          userId: player.id,
          kind,
          bonusId: welcome.offer.id,
          ...(currency.success ? { currency: currency.data } : {}),
          ref: 'welcome',
        });
      }
    });
  }
}
