import { isIP } from 'node:net';
import {
  ErrorCode,
  MAX_TRANSACTION_AMOUNT,
  type AdminPlayerCorrectionBody,
  type AdminPlayerLedgerEntry,
  type AdminPlayerNote,
  type AdminPlayerCardResponse,
  type AdminPlayerSummary,
  type AdminPlayerRound,
  type AdminPlayerSignIn,
  type CurrencyCode,
} from '@jackdaw/contracts';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditService, StaffActor } from '../audit/index.js';
import {
  playersSignedInFrom,
  signInsOf,
  type RecoveryMailer,
  type SignInRecord,
} from '../auth/index.js';
import { favouritesOf } from '../games/index.js';
import { playersPaidWithPhone } from '../payments/index.js';
import { playerRounds, type PlayerRound } from '../play/index.js';
import {
  playerRecord,
  playersByEmailPrefix,
  playersByIds,
  playersByNamePrefix,
  playersReferredBy,
  raiseTokenVersion,
  setPlayerFlags,
  type PlayerRecord,
} from '../users/index.js';
import {
  correctionMovement,
  playerAccounts,
  playerLedgerPage,
  type Ledger,
  type PlayerAccountKind,
  type PlayerLedgerEntry,
} from '../wallet/index.js';
import { insertNote, notesOf, type PlayerNote } from './notes.repository.js';

/** The four-eyes actions of this module (audit.handle registers how each runs once approved). */
export const UNBAN_ACTION = 'player.unban';
export const CORRECTION_ACTION = 'player.correct_balance';

/** What every action knows of who acts and from where. */
export interface ActionContext {
  actor: StaffActor;
  address: string | null;
}

const DEFAULT_PAGE = 50;
/** The largest player id (users.id is an integer). */
const MAX_PLAYER_ID = 2_147_483_647;
const CARD_ROUNDS = 10;
const CARD_SIGN_INS = 10;
const CARD_NOTES = 100;

export const playerNotFound = (id: number | string) =>
  AppError.notFound(ErrorCode.PlayerNotFound, `No player ${id}.`);
const conflict = (message: string) => new AppError(409, ErrorCode.PlayerStateConflict, message);

/** What the search box's text is read as. */
export type SearchKind = 'id' | 'phone' | 'email' | 'address' | 'name';

/** Fewer digits than this are a player id only; this many or more are also a phone number. */
const MIN_PHONE_DIGITS = 7;

/**
 * The digits of a phone-like text: digits with spaces, `+`, `-` and parentheses, at least
 * `MIN_PHONE_DIGITS` digits once those are dropped; null for any other text.
 */
export function phoneDigits(text: string): string | null {
  if (!/^[\d\s+()-]+$/.test(text)) return null;
  const digits = text.replace(/[\s+()-]/g, '');
  return digits.length >= MIN_PHONE_DIGITS ? digits : null;
}

/**
 * Reads the search text: a phone-like text of 7 or more digits (`+880 1712-345678`) a phone
 * number (digits alone are also tried as a player id); shorter digits alone a player id; with an
 * `@` an e-mail prefix; an IPv4 prefix (`203.0.113.`, digits and at least one dot) or an IPv6 one
 * (hex and a colon) an address prefix; anything else a name prefix. Every text is also tried as
 * a referral code (`search`).
 */
export function searchKind(text: string): SearchKind {
  if (phoneDigits(text) !== null) return 'phone';
  if (/^\d+$/.test(text)) return 'id';
  if (text.includes('@')) return 'email';
  if (/^\d{1,3}(\.\d{0,3}){1,3}$/.test(text) || isIP(text) !== 0) return 'address';
  if (/^[0-9a-f]{0,4}(:[0-9a-f]{0,4}){1,7}$/i.test(text)) return 'address';
  return 'name';
}

/** A player in the search's list; `phone` is the number a phone search found them by. */
export const summary = (player: PlayerRecord, phone: string | null = null): AdminPlayerSummary => ({
  id: player.id,
  email: player.email,
  name: player.name || [player.firstName, player.secondName].filter(Boolean).join(' '),
  phone,
  country: player.country,
  currency: player.currency,
  banned: player.banned,
  amlHold: player.amlHold,
  registeredAt: player.registeredAt.toISOString(),
});

const flags = (player: PlayerRecord) => ({
  banned: player.banned,
  amlHold: player.amlHold,
  tokenVersion: player.tokenVersion,
});

const ledgerEntry = (entry: PlayerLedgerEntry): AdminPlayerLedgerEntry => ({
  id: entry.id.toString(),
  transactionId: entry.transactionId.toString(),
  kind: entry.kind,
  account: entry.account,
  currency: entry.currency,
  amount: entry.amount.toString(),
  balanceAfter: entry.balanceAfter === null ? null : entry.balanceAfter.toString(),
  at: entry.at.toISOString(),
  metadata: entry.metadata,
});

const round = (row: PlayerRound): AdminPlayerRound => ({
  id: row.id.toString(),
  roundId: row.roundId,
  titleId: row.titleId,
  currency: row.currency,
  bet: row.bet.toString(),
  win: row.win.toString(),
  status: row.status,
  at: row.at.toISOString(),
  serverSeedHash: row.serverSeedHash,
  serverSeed: row.serverSeed,
  clientSeed: row.clientSeed,
  nonce: row.nonce,
  outcome: row.outcome,
});

const signIn = (row: SignInRecord): AdminPlayerSignIn => ({
  id: String(row.id),
  at: row.at.toISOString(),
  address: row.address,
  userAgent: row.userAgent,
  outcome: row.outcome,
  tokenVersion: row.tokenVersion,
});

const note = (row: PlayerNote): AdminPlayerNote => ({
  id: row.id.toString(),
  staffId: row.staffId,
  staffRole: row.staffRole,
  body: row.body,
  at: row.at.toISOString(),
});

/** A keyset page: the rows and the cursor of the next page (null on the last). */
function paged<Row, Item>(
  rows: Row[],
  limit: number,
  idOf: (row: Row) => string,
  map: (row: Row) => Item,
) {
  const last = rows.at(-1);
  return {
    items: rows.map(map),
    nextCursor: rows.length === limit && last !== undefined ? idOf(last) : null,
  };
}

/** A history page's query: the keyset cursor (the last row's id) and the page size. */
interface PageQuery {
  cursor?: string | undefined;
  limit?: number | undefined;
}

/** The correction request's payload as the approver's `execute` reads it back. */
interface CorrectionPayload {
  userId: number;
  currency: CurrencyCode;
  account: PlayerAccountKind;
  amount: string;
}

export function createPlayerAdmin(deps: {
  sql: SqlRunner;
  ledger: Ledger;
  audit: AuditService;
  recovery: RecoveryMailer;
}) {
  const { sql, ledger, audit, recovery } = deps;

  async function existing(session: SqlSession, id: number, lock = false): Promise<PlayerRecord> {
    const player = await playerRecord(session, id, { lock });
    if (!player) throw playerNotFound(id);
    return player;
  }

  /**
   * A change of the player's standing (ban, AML hold, sessions) on the locked row, audited with
   * the flags before and after in the same transaction; answers the flags after.
   */
  function changeFlags(
    id: number,
    action: string,
    reason: string,
    context: ActionContext,
    change: (tx: SqlSession, before: PlayerRecord) => Promise<PlayerRecord | undefined>,
  ) {
    return sql.transaction(async (tx) => {
      const before = await existing(tx, id, true);
      const after = (await change(tx, before))!;
      await audit.record(tx, {
        actor: context.actor,
        action,
        target: { type: 'player', id },
        before: flags(before),
        after: flags(after),
        reason,
        address: context.address,
      });
      return flags(after);
    });
  }

  const cursorOf = (cursor: string | undefined) => (cursor === undefined ? null : BigInt(cursor));

  /**
   * One keyset page of a player's history: the player's row and the page (one index scan each),
   * then its audit row (`action`, the player, the cursor and the rows shown) as the last
   * statement of the same transaction, so the advisory lock of the chain is held only to commit.
   */
  function historyPage<Row extends { id: bigint | number | string }, Item>(
    id: number,
    page: PageQuery,
    context: ActionContext,
    action: string,
    read: (
      tx: SqlSession,
      userId: number,
      page: { before: bigint | null; limit: number },
    ) => Promise<Row[]>,
    map: (row: Row) => Item,
  ) {
    const limit = page.limit ?? DEFAULT_PAGE;
    return sql.transaction(async (tx) => {
      await existing(tx, id);
      const rows = await read(tx, id, { before: cursorOf(page.cursor), limit });
      await audit.record(tx, {
        actor: context.actor,
        action,
        target: { type: 'player', id },
        after: { cursor: page.cursor ?? null, rows: rows.length },
        address: context.address,
      });
      return paged(rows, limit, (row) => String(row.id), map);
    });
  }

  // Four eyes: how the queued actions run in the approver's transaction.
  audit.handle(UNBAN_ACTION, {
    permission: 'players.ban',
    async execute(tx, payload) {
      const { userId } = payload as { userId: number };
      const before = await existing(tx, userId, true);
      if (!before.banned) throw conflict('The player is not banned any more.');
      const after = (await setPlayerFlags(tx, userId, { banned: false }))!;
      return { before: flags(before), after: flags(after) };
    },
  });
  audit.handle(CORRECTION_ACTION, {
    permission: 'players.correct_balance',
    async execute(tx, payload, request) {
      const input = payload as unknown as CorrectionPayload;
      await existing(tx, input.userId);
      const amount = BigInt(input.amount);
      const posted = await ledger.post(
        correctionMovement({
          key: `staff-correction:${request.id}`,
          userId: input.userId,
          currency: input.currency,
          account: input.account,
          amount,
          metadata: { approvalRequestId: request.id, reason: request.reason },
        }),
        { tx },
      );
      const entry = posted.entries.find((e) => 'userId' in e.account);
      const after = entry?.balanceAfter ?? null;
      return {
        before: {
          account: input.account,
          currency: input.currency,
          balance: after === null ? null : after - amount,
        },
        after: {
          account: input.account,
          currency: input.currency,
          balance: after,
          amount,
          transactionId: posted.transactionId,
        },
      };
    },
  });

  return {
    /**
     * The search box (README, "The search"): exact matches first — the player id, then the
     * players who signed up with the text as referral code — then the matches of the text's
     * kind (phone number endings, e-mail, address or name prefixes), without repeats, at most
     * `limit`. Audited (`player.search`, personal data of every player listed) as the last
     * statement of the reads' transaction.
     */
    search(text: string, limit: number | undefined, context: ActionContext) {
      const max = limit ?? 20;
      const kind = searchKind(text);
      return sql.transaction(async (tx) => {
        const ids: number[] = [];
        if (/^\d+$/.test(text)) {
          const id = Number(text);
          if (Number.isSafeInteger(id) && id <= MAX_PLAYER_ID) ids.push(id);
        }
        ids.push(...(await playersReferredBy(tx, text, max)));
        const phones = new Map<number, string>();
        let prefixed: PlayerRecord[] = [];
        if (kind === 'phone') {
          for (const payer of await playersPaidWithPhone(tx, phoneDigits(text)!, max)) {
            if (!phones.has(payer.userId)) phones.set(payer.userId, payer.phone);
          }
          ids.push(...phones.keys());
        } else if (kind === 'email') {
          prefixed = await playersByEmailPrefix(tx, text, max);
        } else if (kind === 'address') {
          ids.push(...(await playersSignedInFrom(tx, text.toLowerCase(), max)));
        } else if (kind === 'name') {
          prefixed = await playersByNamePrefix(tx, text, max);
        }
        const found = new Map(
          (await playersByIds(tx, [...new Set(ids)])).map((player) => [player.id, player]),
        );
        const listed = new Map<number, PlayerRecord>();
        for (const player of [...ids.flatMap((id) => found.get(id) ?? []), ...prefixed]) {
          if (listed.size < max && !listed.has(player.id)) listed.set(player.id, player);
        }
        await audit.record(tx, {
          actor: context.actor,
          action: 'player.search',
          target: { type: 'player_search', id: kind },
          after: { query: text, results: listed.size, players: [...listed.keys()] },
          address: context.address,
        });
        return {
          // The contract names four kinds: a phone number is a number, as an id is.
          matchedBy: kind,
          players: [...listed.values()].map((player) => summary(player, phones.get(player.id))),
        };
      });
    },

    /** The card; reading it is audited (`player.read`: personal data) in the same transaction. */
    card(id: number, context: ActionContext): Promise<Omit<AdminPlayerCardResponse, 'statusCode'>> {
      return sql.transaction(async (tx) => {
        const player = await existing(tx, id);
        const balances = await playerAccounts(tx, id);
        const favourites = await favouritesOf(tx, id);
        const rounds = await playerRounds(tx, id, { before: null, limit: CARD_ROUNDS });
        const signIns = await signInsOf(tx, id, { before: null, limit: CARD_SIGN_INS });
        const notes = await notesOf(tx, id, CARD_NOTES);
        await audit.record(tx, {
          actor: context.actor,
          action: 'player.read',
          target: { type: 'player', id },
          address: context.address,
        });
        const lastSignIn = signIns.find((row) => row.outcome !== 'wrong_password');
        return {
          player: {
            ...summary(player),
            firstName: player.firstName,
            secondName: player.secondName,
            nationality: player.nationality,
            gender: player.gender,
            birthday: player.birthday,
            geo: player.geo,
            referredByCode: player.referredByCode,
            firstDeposit: player.firstDeposit,
          },
          sessions: {
            tokenVersion: player.tokenVersion,
            lastSignInAt: lastSignIn ? lastSignIn.at.toISOString() : null,
          },
          balances: balances.map((row) => ({
            kind: row.kind,
            currency: row.currency,
            balance: row.balance.toString(),
          })),
          favourites: favourites.map((row) => ({ ...row, addedAt: row.addedAt.toISOString() })),
          recentRounds: rounds.map(round),
          recentSignIns: signIns.map(signIn),
          notes: notes.map(note),
        };
      });
    },

    /** The ledger entries over all the player's accounts, newest first; audited. */
    ledger(id: number, page: PageQuery, context: ActionContext) {
      return historyPage(id, page, context, 'player.ledger.read', playerLedgerPage, ledgerEntry);
    },

    /** Real-money rounds with their fairness data, newest first; audited. */
    rounds(id: number, page: PageQuery, context: ActionContext) {
      return historyPage(id, page, context, 'player.rounds.read', playerRounds, round);
    },

    /** Sign-ins with address and browser, newest first; audited. */
    signIns(id: number, page: PageQuery, context: ActionContext) {
      return historyPage(id, page, context, 'player.sign_ins.read', signInsOf, signIn);
    },

    /** Bans at once: money and game calls answer 423 USER.BANNED, the site shows its banned page. */
    ban(id: number, reason: string, context: ActionContext) {
      return changeFlags(id, 'player.ban', reason, context, (tx, before) => {
        if (before.banned) throw conflict('The player is banned already.');
        return setPlayerFlags(tx, id, { banned: true });
      });
    },

    /** Queues the lifting of a ban for a second person (four eyes, always). */
    requestUnban(id: number, reason: string, context: ActionContext) {
      return sql.transaction(async (tx) => {
        const player = await existing(tx, id, true);
        if (!player.banned) throw conflict('The player is not banned.');
        const request = await audit.request(tx, {
          actor: context.actor,
          action: UNBAN_ACTION,
          target: { type: 'player', id },
          payload: { userId: id },
          reason,
          address: context.address,
        });
        return { approvalRequestId: request.id, status: 'pending' as const };
      });
    },

    /** Puts an AML hold on the player or lifts it; while held, withdrawals are refused. */
    amlHold(id: number, hold: boolean, reason: string, context: ActionContext) {
      const action = hold ? 'player.aml_hold' : 'player.aml_release';
      return changeFlags(id, action, reason, context, (tx, before) => {
        if (before.amlHold === hold) {
          throw conflict(hold ? 'The player is on hold already.' : 'The player is not on hold.');
        }
        return setPlayerFlags(tx, id, { amlHold: hold });
      });
    },

    /** Queues a balance correction for a second person (four eyes, always). */
    requestCorrection(id: number, body: AdminPlayerCorrectionBody, context: ActionContext) {
      const amount = BigInt(body.amount);
      const magnitude = amount < 0n ? -amount : amount;
      if (magnitude > BigInt(MAX_TRANSACTION_AMOUNT[body.currency])) {
        throw new AppError(
          400,
          ErrorCode.WalletInvalidAmount,
          "The amount is past the currency's maximum.",
        );
      }
      return sql.transaction(async (tx) => {
        const player = await existing(tx, id);
        if (player.currency !== body.currency) {
          throw new AppError(
            400,
            ErrorCode.WalletCurrencyMismatch,
            `The player's accounts are in ${player.currency}.`,
          );
        }
        const payload: CorrectionPayload = {
          userId: id,
          currency: body.currency,
          account: body.account,
          amount: body.amount,
        };
        const request = await audit.request(tx, {
          actor: context.actor,
          action: CORRECTION_ACTION,
          target: { type: 'player', id },
          payload,
          amount: { minor: amount, currency: body.currency },
          reason: body.reason,
          address: context.address,
        });
        return { approvalRequestId: request.id, status: 'pending' as const };
      });
    },

    /** Mails the player the site's recovery link; audited first, mailed once that commits. */
    async resetPassword(id: number, reason: string, context: ActionContext) {
      const player = await sql.transaction(async (tx) => {
        const found = await existing(tx, id);
        await audit.record(tx, {
          actor: context.actor,
          action: 'player.reset_password',
          target: { type: 'player', id },
          after: { mailedTo: found.email },
          reason,
          address: context.address,
        });
        return found;
      });
      await recovery.send(player);
      return { done: true as const };
    },

    /** Ends every session: the token version goes up, older tokens answer 403. */
    endSessions(id: number, reason: string, context: ActionContext) {
      return changeFlags(id, 'player.end_sessions', reason, context, (tx) =>
        raiseTokenVersion(tx, id),
      );
    },

    addNote(id: number, body: string, context: ActionContext) {
      return sql.transaction(async (tx) => {
        await existing(tx, id);
        const added = await insertNote(tx, {
          userId: id,
          staffId: context.actor.staffId,
          staffRole: context.actor.role,
          body,
        });
        await audit.record(tx, {
          actor: context.actor,
          action: 'player.note',
          target: { type: 'player', id },
          after: { noteId: added.id, body },
          address: context.address,
        });
        return note(added);
      });
    },
  };
}

export type PlayerAdmin = ReturnType<typeof createPlayerAdmin>;
