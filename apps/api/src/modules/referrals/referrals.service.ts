import {
  ErrorCode,
  REFERRAL_PAGE_SIZE,
  toMinorAmount,
  type CurrencyCode,
  type ReferralItem,
  type ReferralMatchKind,
  type ReferralTransferBody,
} from '@jackdaw/contracts';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordLedgerHistory, playersSharingPayer } from '../payments/index.js';
import { convertMinor, type ExchangeService } from '../reports/index.js';
import { bonusProfileOf, normaliseEmail, playersByIds } from '../users/index.js';
import type { Ledger, MovementEvent, StakeEvent } from '../wallet/index.js';
import { referralsRepository as repo, type LinkWithTerms } from './referrals.repository.js';
import {
  commissionOf,
  linkEarns,
  maskEmail,
  newReferralCode,
  normaliseCode,
  transferPlan,
  verdictOf,
  windowEnd,
} from './rules.js';

/*
 * The referral programme's player side and its hooks (README "Flows"): the code and link, the
 * sign-up hook that links a friend once, the commission posted in the transaction of the
 * friend's deposit or stake, the list and totals, and the transfer to the main balance.
 */

/** A player as the calls know them (the authenticated user row). */
export interface ReferralPlayer {
  id: number;
  currencyCode: string;
}

export interface ReferralsDependencies {
  sql: SqlRunner;
  ledger: Ledger;
  /**
   * The reports' rates, read in the friend's transaction (`read`): commission earned in another
   * currency than the inviter's. Not the cached `convert`: a first load on another connection
   * would wait for this transaction on a one-connection database.
   */
  exchange: Pick<ExchangeService, 'read'>;
  publicUrl: string;
  now?: () => Date;
}

type Movement = Parameters<Ledger['post']>[0];

const disabled = () =>
  new AppError(409, ErrorCode.ReferralDisabled, 'The referral programme is not available now.');

/** How many fresh codes to try before giving up (8 of 31 characters: a clash is very rare). */
const CODE_ATTEMPTS = 5;

/**
 * What a friend shares with their inviter (self-referral): the normalised e-mail, a phone number
 * or card paid with. The postal address is not matched: no module stores one yet (README).
 */
async function sharedIdentity(
  tx: SqlSession,
  refereeId: number,
  referrerId: number,
): Promise<ReferralMatchKind[]> {
  const found = new Set<ReferralMatchKind>();
  const [referee, referrer] = await Promise.all([
    bonusProfileOf(tx, refereeId),
    bonusProfileOf(tx, referrerId),
  ]);
  if (referee && referrer && normaliseEmail(referee.email) === normaliseEmail(referrer.email)) {
    found.add('email');
  }
  for (const match of await playersSharingPayer(tx, refereeId)) {
    if (match.userId === referrerId) found.add(match.matchedOn);
  }
  return [...found].sort();
}

export function createReferrals({
  sql,
  ledger,
  exchange,
  publicUrl,
  now = () => new Date(),
}: ReferralsDependencies) {
  const invitationLink = (code: string) => `${publicUrl.replace(/\/+$/, '')}/?r=${code}`;

  /** Posts commission from the house to the inviter's referral account (their lock only). */
  async function accrue(
    tx: SqlSession,
    link: LinkWithTerms,
    source: { key: string; kind: 'deposit' | 'bet'; amount: bigint; currency: CurrencyCode },
    bp: number,
  ): Promise<void> {
    let amount = commissionOf(source.amount, bp);
    if (amount > 0n && source.currency !== link.currency) {
      const { rates } = await exchange.read(tx);
      amount = convertMinor(amount, source.currency, link.currency, rates);
    }
    if (amount <= 0n) return;
    const fresh = await repo.insertAccrual(tx, {
      linkId: link.id,
      sourceKey: source.key,
      kind: source.kind,
      base: source.amount,
      baseCurrency: source.currency,
      amount,
    });
    if (!fresh) return;
    const kind =
      source.kind === 'deposit' ? 'referral_commission_deposit' : 'referral_commission_bet';
    await ledger.post(commissionMovement(`referral:${source.key}`, kind, link, amount), { tx });
  }

  function commissionMovement(
    key: string,
    kind: 'referral_commission_deposit' | 'referral_commission_bet',
    link: LinkWithTerms,
    amount: bigint,
  ): Movement {
    const expense = { kind: 'referral_expense' as const };
    return {
      key,
      kind,
      currency: link.currency,
      userId: link.referrerId,
      metadata: { referralLinkId: link.id },
      request: { op: 'referral', linkId: link.id, amount: amount.toString() },
      lock: ['referral'],
      house: [expense],
      plan: () => [
        { account: { userId: link.referrerId, kind: 'referral' }, amount },
        { account: { house: expense.kind }, amount: -amount },
      ],
    };
  }

  /**
   * A bet's rollback takes back what the bet earned, as far as the inviter's referral balance
   * still holds it (never below zero: money already moved to their main balance stays there).
   */
  async function takeBack(tx: SqlSession, link: LinkWithTerms, betKey: string): Promise<void> {
    const accrual = await repo.openAccrual(tx, betKey);
    if (!accrual || accrual.left <= 0n) return;
    const held = await ledger.lock(tx, {
      userId: link.referrerId,
      currency: link.currency,
      kinds: ['referral'],
    });
    const balance = held.get('referral')?.balance ?? 0n;
    const amount = accrual.left < balance ? accrual.left : balance;
    if (amount <= 0n) return;
    await repo.takeBack(tx, accrual.id, accrual.linkId, amount);
    const expense = { kind: 'referral_expense' as const };
    await ledger.post(
      {
        key: `referral:reverse:${betKey}`,
        kind: 'referral_commission_bet',
        currency: link.currency,
        userId: link.referrerId,
        metadata: { referralLinkId: link.id, takenBack: true },
        request: { op: 'referral-take-back', linkId: link.id, amount: amount.toString() },
        lock: ['referral'],
        house: [expense],
        plan: () => [
          { account: { userId: link.referrerId, kind: 'referral' }, amount: -amount },
          { account: { house: expense.kind }, amount },
        ],
      },
      { tx, held },
    );
  }

  const hooks = {
    /**
     * Sign-up: a known code (any case) links the new account to its owner, once; an unknown or
     * malformed one is ignored. Runs after the account is written, in its own transaction.
     */
    async onRegistered(event: {
      userId: number;
      currency: CurrencyCode;
      referralCode: string | undefined;
    }): Promise<void> {
      const code = normaliseCode(event.referralCode);
      if (!code) return;
      await sql.transaction(async (tx) => {
        const referrerId = await repo.ownerOfCode(tx, code);
        if (referrerId === null || referrerId === event.userId) return;
        const [referrer] = await playersByIds(tx, [referrerId]);
        if (!referrer) return;
        const matchedOn = await sharedIdentity(tx, event.userId, referrerId);
        await repo.insertLink(tx, {
          referrerId,
          refereeId: event.userId,
          currency: referrer.currency as CurrencyCode,
          registeredAt: now(),
          status: matchedOn.length > 0 ? 'pending' : 'clear',
          matchedOn,
        });
      });
    },

    /** A credited deposit of a friend: the identity checked again, then the deposit's share. */
    async onMovement(event: MovementEvent): Promise<void> {
      if (event.kind !== 'deposit' || event.amount <= 0n) return;
      const link = await repo.linkOfReferee(event.tx, event.userId);
      if (!link) return;
      const found = await sharedIdentity(event.tx, event.userId, link.referrerId);
      const verdict = verdictOf(link, found);
      if (verdict.status !== link.status || verdict.matchedOn.length !== link.matchedOn.length) {
        await repo.setVerdict(event.tx, link.id, verdict);
        link.status = verdict.status;
        link.matchedOn = verdict.matchedOn;
      }
      const terms = link.terms;
      if (!terms?.enabled || !linkEarns(link, terms.windowDays, now())) return;
      await accrue(
        event.tx,
        link,
        { key: event.key, kind: 'deposit', amount: event.amount, currency: event.currency },
        terms.depositShareBp,
      );
    },

    /** A friend's stake: the share of its real-money part; a rollback takes it back. */
    async onStake(event: StakeEvent): Promise<void> {
      const real = event.split.real;
      if (real === 0n) return;
      const link = await repo.linkOfReferee(event.tx, event.userId);
      if (!link) return;
      if (real < 0n) {
        if (event.key.startsWith('reverse:')) {
          await takeBack(event.tx, link, event.key.slice('reverse:'.length));
        }
        return;
      }
      const terms = link.terms;
      if (!terms?.enabled || !linkEarns(link, terms.windowDays, now())) return;
      await accrue(
        event.tx,
        link,
        { key: event.key, kind: 'bet', amount: real, currency: event.currency },
        terms.stakeShareBp,
      );
    },
  };

  async function referralBalance(executor: SqlSession, userId: number, currency: CurrencyCode) {
    const balances = await ledger.balances(userId, executor);
    return balances.get(currency)?.get('referral') ?? 0n;
  }

  const service = {
    async enabled(player: ReferralPlayer): Promise<boolean> {
      return (await repo.terms(sql, player.currencyCode as CurrencyCode))?.enabled ?? false;
    },

    /** The player's code (made on the first call) and the invitation link. */
    async link(player: ReferralPlayer) {
      if (!(await service.enabled(player))) throw disabled();
      let code = await repo.codeOf(sql, player.id);
      for (let attempt = 0; !code && attempt < CODE_ATTEMPTS; attempt++) {
        // Two first calls at once: one insert wins and both read its code; a code another
        // player holds inserts nothing and the next attempt draws a new one.
        await repo.insertCode(sql, player.id, newReferralCode());
        code = await repo.codeOf(sql, player.id);
      }
      if (!code) throw new Error(`no free referral code for player ${player.id}`);
      return { code, invitationLink: invitationLink(code) };
    },

    async list(player: ReferralPlayer, page: number) {
      const terms = await repo.terms(sql, player.currencyCode as CurrencyCode);
      const { rows, total } = await repo.linksOfReferrer(
        sql,
        player.id,
        REFERRAL_PAGE_SIZE,
        (page - 1) * REFERRAL_PAGE_SIZE,
      );
      const emails = new Map(
        (
          await playersByIds(
            sql,
            rows.map((row) => row.refereeId),
          )
        ).map((p) => [p.id, p.email]),
      );
      const at = now();
      const items: ReferralItem[] = rows.map((row) => {
        const windowDays = terms?.windowDays ?? 0;
        return {
          referralId: row.id,
          name: maskEmail(emails.get(row.refereeId) ?? ''),
          registeredAt: row.registeredAt.toISOString(),
          profit: toMinorAmount(row.earned),
          currency: row.currency,
          active: Boolean(terms?.enabled) && linkEarns(row, windowDays, at),
          activeUntil: windowEnd(row.registeredAt, windowDays).toISOString(),
          selfReferral: row.status === 'pending' || row.status === 'blocked',
        };
      });
      return { items, total, page };
    },

    async summary(player: ReferralPlayer) {
      const currency = player.currencyCode as CurrencyCode;
      const [terms, links, balance] = await Promise.all([
        repo.terms(sql, currency),
        repo.linksOfReferrer(sql, player.id, 0, 0),
        referralBalance(sql, player.id, currency),
      ]);
      return {
        enabled: terms?.enabled ?? false,
        currency,
        balance: toMinorAmount(balance),
        totalEarned: toMinorAmount(links.earned),
        referralsCount: links.total,
        minTransfer: toMinorAmount(terms?.minTransfer ?? 0n),
        depositShareBp: terms?.depositShareBp ?? 0,
        stakeShareBp: terms?.stakeShareBp ?? 0,
        windowDays: terms?.windowDays ?? 0,
      };
    },

    /**
     * Moves referral money to the main balance, once per idempotency key: the player's two
     * accounts are locked first, so a double click waits and then finds the first transfer.
     */
    async transfer(player: ReferralPlayer, body: ReferralTransferBody) {
      const currency = player.currencyCode as CurrencyCode;
      const requested = body.amount === undefined ? null : BigInt(body.amount);
      return sql.transaction(async (tx) => {
        const held = await ledger.lock(tx, {
          userId: player.id,
          currency,
          kinds: ['real', 'referral'],
        });
        const done = await repo.transferOf(tx, player.id, body.idempotencyKey);
        if (done) {
          if (done.requested !== requested) {
            throw new AppError(
              409,
              ErrorCode.WalletIdempotencyConflict,
              'This transfer key was already used for a different amount.',
            );
          }
          return {
            amount: toMinorAmount(done.amount),
            currency: done.currency,
            balance: toMinorAmount(held.get('referral')?.balance ?? 0n),
            transactionId: done.historyId,
          };
        }
        const terms = await repo.terms(tx, currency);
        if (!terms?.enabled) throw disabled();
        const balance = held.get('referral')?.balance ?? 0n;
        const plan = transferPlan(balance, requested, terms.minTransfer);
        if (!plan.ok) {
          if (plan.reason === 'empty') {
            throw new AppError(
              409,
              ErrorCode.ReferralNothingToTransfer,
              'There is no referral money to transfer.',
            );
          }
          if (plan.reason === 'above-balance') {
            throw new AppError(
              409,
              ErrorCode.WalletInsufficientFunds,
              'The amount is more than the referral balance.',
            );
          }
          throw new AppError(
            422,
            ErrorCode.ReferralBelowMinimum,
            `The smallest transfer is ${terms.minTransfer} (minor units of ${currency}).`,
          );
        }
        const posted = await ledger.transfer(
          {
            key: `referral-transfer:${player.id}:${body.idempotencyKey}`,
            userId: player.id,
            currency,
            amount: plan.amount,
            from: 'referral',
            to: 'real',
            metadata: { source: 'referral' },
          },
          { tx, held },
        );
        const historyId = await recordLedgerHistory(tx, {
          userId: player.id,
          source: 'referral',
          currency,
          amount: plan.amount,
          ledgerTransactionId: posted.transactionId,
        });
        await repo.insertTransfer(tx, {
          userId: player.id,
          key: body.idempotencyKey,
          currency,
          amount: plan.amount,
          requested,
          ledgerTransactionId: posted.transactionId,
          historyId,
        });
        return {
          amount: toMinorAmount(plan.amount),
          currency,
          balance: toMinorAmount(held.get('referral')?.balance ?? 0n),
          transactionId: historyId,
        };
      });
    },
  };

  ledger.onMovement(hooks.onMovement);
  ledger.onStake(hooks.onStake);
  return { service, hooks, onRegistered: hooks.onRegistered };
}

export type Referrals = ReturnType<typeof createReferrals>;
export type ReferralsService = Referrals['service'];
