import type {
  BonusDisplayKind,
  BonusKind,
  BonusProduct,
  BonusTerms,
  CurrencyCode,
  OfferAmounts,
} from '@jackdaw/contracts';
import type { SqlSession } from '../../db/client.js';
import { date, type Raw } from './rows.js';

/* The bonus offers' SQL (table bonus_offers), part of the module's repository (bonuses.repository.ts). */

export interface OfferRow {
  id: number;
  slug: string | null;
  name: string;
  kind: BonusKind;
  displayKind: BonusDisplayKind;
  product: BonusProduct;
  percent: number;
  fastPercent: number | null;
  fastMinutes: number | null;
  depositWindowHours: number | null;
  registration: 'casino' | 'sport' | 'any';
  deposits: 'first' | 'any';
  amounts: Partial<Record<CurrencyCode, OfferAmounts>>;
  maxStake: Partial<Record<CurrencyCode, number>> | null;
  wagerMultiplier: number;
  wageringHours: number;
  freespinWagerMultiplier: number | null;
  freespinWageringHours: number | null;
  contributions: BonusTerms['contributions'];
  payoutPercent: number;
  spinsTotal: number | null;
  spinsParts: number | null;
  spinsPartHours: number | null;
  spinsGame: string | null;
  claimHours: number;
  status: 'active' | 'paused' | 'ended';
  startsAt: Date | null;
  endsAt: Date | null;
}

const OFFER_COLUMNS = `id, slug, name, kind, display_kind, product, percent, fast_percent, fast_minutes,
  deposit_window_hours, registration, deposits, amounts, max_stake, wager_multiplier, wagering_hours,
  freespin_wager_multiplier, freespin_wagering_hours, contributions, payout_percent, spins_total,
  spins_parts, spins_part_hours, spins_game, claim_hours, status, starts_at, ends_at`;

function offerOf(row: Raw): OfferRow {
  return {
    id: Number(row.id),
    slug: row.slug as string | null,
    name: row.name as string,
    kind: row.kind as BonusKind,
    displayKind: row.display_kind as BonusDisplayKind,
    product: row.product as BonusProduct,
    percent: Number(row.percent),
    fastPercent: row.fast_percent === null ? null : Number(row.fast_percent),
    fastMinutes: row.fast_minutes === null ? null : Number(row.fast_minutes),
    depositWindowHours: row.deposit_window_hours === null ? null : Number(row.deposit_window_hours),
    registration: row.registration as OfferRow['registration'],
    deposits: row.deposits as OfferRow['deposits'],
    amounts: row.amounts as OfferRow['amounts'],
    maxStake: (row.max_stake ?? null) as OfferRow['maxStake'],
    wagerMultiplier: Number(row.wager_multiplier),
    wageringHours: Number(row.wagering_hours),
    freespinWagerMultiplier:
      row.freespin_wager_multiplier === null ? null : Number(row.freespin_wager_multiplier),
    freespinWageringHours:
      row.freespin_wagering_hours === null ? null : Number(row.freespin_wagering_hours),
    contributions: row.contributions as OfferRow['contributions'],
    payoutPercent: Number(row.payout_percent),
    spinsTotal: row.spins_total === null ? null : Number(row.spins_total),
    spinsParts: row.spins_parts === null ? null : Number(row.spins_parts),
    spinsPartHours: row.spins_part_hours === null ? null : Number(row.spins_part_hours),
    spinsGame: row.spins_game as string | null,
    claimHours: Number(row.claim_hours),
    status: row.status as OfferRow['status'],
    startsAt: date(row.starts_at),
    endsAt: date(row.ends_at),
  };
}

export const offersRepository = {
  async offerById(executor: SqlSession, id: number): Promise<OfferRow | undefined> {
    const [row] = await executor.query<Raw>(
      `select ${OFFER_COLUMNS} from bonus_offers where id = $1`,
      [id],
    );
    return row && offerOf(row);
  },

  async offerBySlug(executor: SqlSession, slug: string): Promise<OfferRow | undefined> {
    const [row] = await executor.query<Raw>(
      `select ${OFFER_COLUMNS} from bonus_offers where slug = $1`,
      [slug],
    );
    return row && offerOf(row);
  },

  /** Offers running now (active, inside their dates). */
  async runningOffers(executor: SqlSession, now: Date): Promise<OfferRow[]> {
    const rows = await executor.query<Raw>(
      `select ${OFFER_COLUMNS} from bonus_offers
       where status = 'active' and (starts_at is null or starts_at <= $1)
         and (ends_at is null or ends_at > $1)
       order by id`,
      [now.toISOString()],
    );
    return rows.map(offerOf);
  },

  /** Inserts a seeded offer unless its slug exists (staff edits are kept). */
  async insertOffer(executor: SqlSession, offer: Omit<OfferRow, 'id'>): Promise<void> {
    await executor.query(
      `insert into bonus_offers (slug, name, kind, display_kind, product, percent, fast_percent,
         fast_minutes, deposit_window_hours, registration, deposits, amounts, max_stake,
         wager_multiplier, wagering_hours, freespin_wager_multiplier, freespin_wagering_hours,
         contributions, payout_percent, spins_total, spins_parts, spins_part_hours, spins_game,
         claim_hours, status, starts_at, ends_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13::jsonb, $14, $15, $16,
         $17, $18::jsonb, $19, $20, $21, $22, $23, $24, $25, $26, $27)
       on conflict (slug) do nothing`,
      [
        offer.slug,
        offer.name,
        offer.kind,
        offer.displayKind,
        offer.product,
        offer.percent,
        offer.fastPercent,
        offer.fastMinutes,
        offer.depositWindowHours,
        offer.registration,
        offer.deposits,
        JSON.stringify(offer.amounts),
        offer.maxStake === null ? null : JSON.stringify(offer.maxStake),
        offer.wagerMultiplier,
        offer.wageringHours,
        offer.freespinWagerMultiplier,
        offer.freespinWageringHours,
        JSON.stringify(offer.contributions),
        offer.payoutPercent,
        offer.spinsTotal,
        offer.spinsParts,
        offer.spinsPartHours,
        offer.spinsGame,
        offer.claimHours,
        offer.status,
        offer.startsAt?.toISOString() ?? null,
        offer.endsAt?.toISOString() ?? null,
      ],
    );
  },
};
