import type { AdminFreespinCampaign, AdminFreespinCampaignsFilter } from '@jackdaw/contracts';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import type { AuditService, StaffActor } from '../audit/index.js';
import type { CampaignsModule } from './campaigns.js';

/*
 * What staff do to free-spin campaigns (issue 21 "Back-office"), on the freespins module's own
 * tables: the list by player, status and offer, and ending a campaign that still waits for spins.
 * Ending forfeits what the campaign won so far (it sits in the player's free-spin winnings until
 * the spins are over and a grant wagers it) back to the bonus expense, in the same transaction as
 * the status change and its audit row.
 */

export interface StaffContext {
  actor: StaffActor;
  address: string | null;
}

type Raw = Record<string, unknown>;
const nil = (value: unknown): value is null | undefined => value === null || value === undefined;
const iso = (value: unknown) => new Date(value as string).toISOString();
const int = (value: unknown) => (nil(value) ? null : Number(value));

const COLUMNS = `id, user_id, currency_code, offer_id, grant_id, source, promo_code_id, game, bet,
  spins_total, spins_played, win_total, win_cap, status, starts_at, ends_at, created_at`;
const PAGE = 50;

const campaignOf = (row: Raw, parts: Raw[]): AdminFreespinCampaign => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  currency: row.currency_code as string,
  offerId: int(row.offer_id),
  grantId: int(row.grant_id),
  source: row.source as string,
  promoCodeId: int(row.promo_code_id),
  game: row.game as string,
  bet: String(row.bet),
  spinsTotal: Number(row.spins_total),
  spinsPlayed: Number(row.spins_played),
  winTotal: String(row.win_total),
  winCap: String(row.win_cap),
  status: row.status as AdminFreespinCampaign['status'],
  startsAt: iso(row.starts_at),
  endsAt: iso(row.ends_at),
  createdAt: iso(row.created_at),
  parts: parts
    .filter((part) => Number(part.campaign_id) === Number(row.id))
    .map((part) => ({
      part: Number(part.part),
      spins: Number(part.spins),
      played: Number(part.played),
      availableFrom: iso(part.available_from),
      expiresAt: iso(part.expires_at),
    })),
});

async function partsOf(session: SqlSession, ids: number[]) {
  if (ids.length === 0) return [];
  return session.query<Raw>(
    `select campaign_id, part, spins, played, available_from, expires_at
     from bonus_freespin_parts where campaign_id = any($1::bigint[]) order by campaign_id, part`,
    [ids],
  );
}

export interface FreespinsAdminDependencies {
  sql: SqlRunner;
  audit: AuditService;
  /** The freespins module's own cancel, run in the staff action's transaction. */
  cancelIn: CampaignsModule['cancelIn'];
}

export function createFreespinsAdmin({ sql, audit, cancelIn }: FreespinsAdminDependencies) {
  return {
    async campaigns(query: AdminFreespinCampaignsFilter) {
      const rows = await sql.query<Raw>(
        `select ${COLUMNS} from bonus_freespin_campaigns
         where ($1::int is null or user_id = $1) and ($2::text is null or status = $2)
           and ($3::int is null or offer_id = $3) and ($4::bigint is null or id < $4)
         order by id desc limit ${PAGE + 1}`,
        [query.userId ?? null, query.status ?? null, query.offerId ?? null, query.cursor ?? null],
      );
      const page = rows.slice(0, PAGE);
      const parts = await partsOf(
        sql,
        page.map((row) => Number(row.id)),
      );
      const items = page.map((row) => campaignOf(row, parts));
      const nextCursor = rows.length > PAGE ? String(items.at(-1)!.id) : null;
      return { statusCode: 200 as const, items, nextCursor };
    },

    /** Ends a campaign waiting for spins: no more spins, its winnings back to the house. */
    async end(id: number, reason: string, context: StaffContext) {
      return sql.transaction(async (tx) => {
        const { before: old, forfeited } = await cancelIn(tx, id, { staff: true });
        const userId = old.userId;
        const [row] = await tx.query<Raw>(
          `update bonus_freespin_campaigns set ends_at = least(ends_at, now())
           where id = $1 returning ${COLUMNS}`,
          [id],
        );
        const campaign = campaignOf(row!, await partsOf(tx, [id]));
        await audit.record(tx, {
          ...context,
          action: 'freespin_campaign.end',
          target: { type: 'freespin_campaign', id },
          before: {
            status: old.status,
            spinsPlayed: old.spinsPlayed,
            winTotal: old.winTotal.toString(),
            userId,
          },
          after: { status: campaign.status, forfeited: forfeited.toString(), userId },
          reason,
        });
        return { statusCode: 200 as const, campaign };
      });
    },
  };
}

export type FreespinsAdmin = ReturnType<typeof createFreespinsAdmin>;
