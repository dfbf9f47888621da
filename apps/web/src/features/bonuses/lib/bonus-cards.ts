import type { BonusEntry, BonusesResponse } from '@jackdaw/contracts';
import { isCurrent, isIgnored } from './activity';

/** What a card shows the player (engagement §3 "Bonus card states", plus an offer not yet taken). */
export type CardState = 'offered' | 'active' | 'queued' | 'ready' | 'claimed';

export interface BonusCardModel {
  /** Stable React key. */
  key: string;
  /** welcome: the deposit bonus and the first free-spin bonus shown as one (engagement §4). */
  kind: 'welcome' | 'deposit' | 'freespins';
  state: CardState;
  /** The deposit bonus of the card (welcome and deposit cards). */
  deposit: BonusEntry | null;
  /** The free-spin bonus of the card (welcome and free-spin cards). */
  freespins: BonusEntry | null;
}

/** The card state of one entry: its record's status, or offered while it has none. */
export function cardState(entry: Pick<BonusEntry, 'bonus'>): CardState | null {
  const status = entry.bonus?.status;
  if (status === undefined) return 'offered';
  switch (status) {
    case 'active':
    case 'await_spin':
      return 'active';
    case 'queue':
      return 'queued';
    case 'ready_to_receive':
      return 'ready';
    case 'received':
      return 'claimed';
    case 'deactivated':
      return null;
  }
}

/** One entry as its own card, or nothing when the player should not see it. */
function single(entry: BonusEntry, index: number): BonusCardModel | null {
  if (isIgnored(entry)) return null;
  const state = cardState(entry);
  if (state === null) return null;
  if (state !== 'claimed' && !isCurrent(entry)) return null;
  const freespins = entry.info.displayKind === 'freespins' || entry.campaign !== null;
  const id = entry.bonus?.id ?? entry.campaign?.id ?? entry.info.offerId ?? index;
  return {
    key: `${freespins ? 'freespins' : 'deposit'}-${entry.bonus ? 'grant' : 'offer'}-${id}-${index}`,
    kind: freespins ? 'freespins' : 'deposit',
    state,
    deposit: freespins ? null : entry,
    freespins: freespins ? entry : null,
  };
}

/**
 * The cards of GET /bonuses, in order: the welcome deposit bonus, the free-spin bonuses, the
 * other grants. engagement §4 "Welcome combination": when neither the deposit bonus nor the first
 * free-spin bonus is activated, they are one welcome card and the rest separate cards. An
 * activated bonus without a record is ignored; an ended one (deactivated) is left to the history.
 */
export function bonusCards(bonuses: BonusesResponse['bonuses']): BonusCardModel[] {
  const [firstSpins, ...otherSpins] = bonuses.freespins;
  const cards: (BonusCardModel | null)[] = [];
  let index = 0;
  if (
    bonuses.deposit &&
    firstSpins &&
    !bonuses.deposit.isActivated &&
    !firstSpins.isActivated &&
    !isIgnored(bonuses.deposit)
  ) {
    cards.push({
      key: 'welcome',
      kind: 'welcome',
      state: 'offered',
      deposit: bonuses.deposit,
      freespins: firstSpins,
    });
    index = 2;
    for (const entry of otherSpins) cards.push(single(entry, index++));
  } else {
    if (bonuses.deposit) cards.push(single(bonuses.deposit, index++));
    for (const entry of bonuses.freespins) cards.push(single(entry, index++));
  }
  for (const entry of bonuses.others) cards.push(single(entry, index++));
  return cards.filter((card): card is BonusCardModel => card !== null);
}

/** The entry a card's actions (cancel, receive, progress) act on: the one with a record first. */
export function mainEntry(card: BonusCardModel): BonusEntry {
  const entry =
    (card.deposit?.bonus ? card.deposit : null) ??
    (card.freespins?.bonus || card.freespins?.campaign ? card.freespins : null) ??
    card.deposit ??
    card.freespins;
  // A card always holds at least one entry (bonusCards never builds an empty one).
  return entry!;
}

/** What the cancel popup cancels: a grant (PATCH /bonuses/cancel) or a free-spin campaign. */
export type CancelTarget = { kind: 'bonus' | 'freespins'; id: number };

/**
 * The cancel target of an entry: a free-spin bonus still awaiting spins is its campaign; any
 * bonus with a grant record is the grant. Null when there is nothing to cancel (an offer).
 */
export function cancelTarget(entry: BonusEntry): CancelTarget | null {
  const spinning = entry.bonus === null || entry.bonus.status === 'await_spin';
  if (entry.campaign && entry.campaign.status === 'await_spin' && spinning) {
    return { kind: 'freespins', id: entry.campaign.id };
  }
  if (!entry.bonus) return null;
  const status = entry.bonus.status;
  if (status === 'deactivated' || status === 'received') return null;
  return { kind: 'bonus', id: entry.bonus.id };
}

/** Finds the entry of GET /bonuses that a cancel target names. */
export function findByTarget(
  bonuses: BonusesResponse['bonuses'],
  target: CancelTarget,
): BonusEntry | null {
  const all = [
    ...(bonuses.deposit ? [bonuses.deposit] : []),
    ...bonuses.freespins,
    ...bonuses.others,
  ];
  return (
    all.find((entry) =>
      target.kind === 'freespins'
        ? entry.campaign?.id === target.id && cancelTarget(entry)?.kind === 'freespins'
        : entry.bonus?.id === target.id && cancelTarget(entry)?.kind === 'bonus',
    ) ?? null
  );
}
