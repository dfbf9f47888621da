import type {
  AvailableBonus,
  BonusCategory,
  BonusEntry,
  BonusesResponse,
} from '@jackdaw/contracts';
import {
  bonusCards,
  cancelTarget,
  mainEntry,
  type BonusCardModel,
  type CancelTarget,
  type CardState,
} from './bonus-cards';
import { expiresAt, ruleExpiry } from './expiry';
import { progressPercent } from './progress';

/** A text field of a card (engagement §3 "Bonus card text fields"), with its raw value. */
export type CardField =
  | { name: 'percent'; percent: number }
  | { name: 'quantitySpins'; count: number }
  | { name: 'depositBonusValue' | 'freespinsBonusValue'; money: number }
  | { name: 'minDeposit' | 'maxDeposit' | 'totalWager' | 'reward'; money: number }
  | { name: 'wageringTime' | 'freespinWageringTime'; hours: number }
  | { name: 'category'; category: BonusCategory }
  | { name: 'requirement'; multiplier: number };

export interface CardView {
  key: string;
  kind: BonusCardModel['kind'];
  state: CardState;
  name: string;
  /** The headline figures: the percent of a deposit bonus, the spins of a free-spin bonus. */
  percent: number | null;
  spins: number | null;
  fields: CardField[];
  /** Wagering: percent done (0–100) with the amounts, null when nothing is being wagered. */
  progress: { percent: number; done: number; required: number } | null;
  /** Epoch ms of the end (engagement §4 "Expiry time"), null: the card shows no countdown. */
  endsAt: number | null;
  /** The offer a "Deposit" action deposits for. */
  depositOfferId: number | null;
  cancel: CancelTarget | null;
  /** The grant the "Receive" action claims. */
  receiveId: number | null;
  /** The grant the card shows, if any (a link's `bonusId` names it). */
  grantId: number | null;
}

/** The category wagered in: the grant's, else the offer's categories that count in full. */
function categoryOf(entry: BonusEntry): BonusCategory {
  if (entry.progress) return entry.progress.category;
  const full = Object.entries(entry.terms.contributions).find(([, share]) => share === 100);
  return (full?.[0] as BonusCategory | undefined) ?? 'slots';
}

function depositFields(entry: BonusEntry): CardField[] {
  const { terms, progress } = entry;
  return [
    { name: 'percent', percent: entry.info.percent || terms.percent },
    { name: 'depositBonusValue', money: progress?.amount ?? terms.amounts.maxBonus },
    { name: 'minDeposit', money: terms.amounts.minDeposit },
    { name: 'maxDeposit', money: terms.amounts.maxDeposit },
    { name: 'wageringTime', hours: terms.wageringHours },
    { name: 'category', category: categoryOf(entry) },
    { name: 'requirement', multiplier: terms.wagerMultiplier },
  ];
}

function freespinFields(entry: BonusEntry): CardField[] {
  const { terms, progress, campaign } = entry;
  const spins = campaign?.spinsTotal ?? (entry.info.quantitySpins || terms.spinsTotal || 0);
  const fields: CardField[] = [
    { name: 'quantitySpins', count: spins },
    { name: 'freespinsBonusValue', money: progress?.amount ?? campaign?.winTotal ?? 0 },
    { name: 'minDeposit', money: terms.amounts.minDepositFreespins || terms.amounts.minDeposit },
  ];
  if (terms.amounts.maxDeposit > 0)
    fields.push({ name: 'maxDeposit', money: terms.amounts.maxDeposit });
  if (terms.freespinWageringHours !== null) {
    fields.push({ name: 'freespinWageringTime', hours: terms.freespinWageringHours });
  }
  fields.push({ name: 'category', category: categoryOf(entry) });
  fields.push({
    name: 'requirement',
    multiplier: terms.freespinWagerMultiplier ?? terms.wagerMultiplier,
  });
  return fields;
}

/** The money of a grant in progress: the total to wager and the reward, when the server has them. */
function moneyFields(entry: BonusEntry): CardField[] {
  if (!entry.progress || entry.progress.wagerRequired <= 0) return [];
  return [
    { name: 'totalWager', money: entry.progress.wagerRequired },
    { name: 'reward', money: entry.progress.reward },
  ];
}

/**
 * A card as the page draws it. `reference` is the time the site first saw the bonus, for the
 * 7-day default expiry (engagement §4).
 */
export function cardView(card: BonusCardModel, reference: number): CardView {
  const entry = mainEntry(card);
  const kind = card.kind === 'freespins' ? 'freespins' : 'deposit';
  const fields: CardField[] =
    card.kind === 'welcome'
      ? [
          ...depositFields(card.deposit!),
          ...freespinFields(card.freespins!).filter(
            (field) => field.name === 'quantitySpins' || field.name === 'freespinWageringTime',
          ),
        ]
      : [
          ...(kind === 'deposit' ? depositFields(entry) : freespinFields(entry)),
          ...moneyFields(entry),
        ];
  const wagering = entry.progress && entry.progress.wagerRequired > 0 && card.state !== 'offered';
  // The rule of §4 reads the record; where it names no date, the server's own end of the grant
  // comes before the 7-day default from the reference time.
  const serverEnd = entry.progress?.expiresAt ? Date.parse(entry.progress.expiresAt) : NaN;
  const endsAt =
    ruleExpiry(kind, entry.bonus) ??
    (Number.isNaN(serverEnd) ? expiresAt(kind, entry.bonus, reference) : serverEnd);
  return {
    key: card.key,
    kind: card.kind,
    state: card.state,
    name: entry.info.name || entry.terms.name,
    percent: card.kind === 'freespins' ? null : (card.deposit?.info.percent ?? null),
    spins:
      card.kind === 'deposit'
        ? null
        : (card.freespins?.campaign?.spinsTotal ?? card.freespins?.info.quantitySpins ?? null),
    fields,
    progress: wagering
      ? {
          percent: progressPercent(entry.progress!.wagerProgress, entry.progress!.wagerRequired),
          done: entry.progress!.wagerProgress,
          required: entry.progress!.wagerRequired,
        }
      : null,
    endsAt: card.state === 'claimed' ? null : endsAt,
    depositOfferId: card.state === 'offered' ? (entry.info.offerId ?? null) : null,
    cancel: card.state === 'offered' || card.state === 'claimed' ? null : cancelTarget(entry),
    receiveId: card.state === 'ready' ? (entry.bonus?.id ?? null) : null,
    grantId: entry.bonus?.id ?? null,
  };
}

/** An offer of GET /bonuses/list-available that no card shows yet, as an offered card. */
export function offerView(offer: AvailableBonus): CardView {
  const spins = offer.kind === 'freespins';
  const fields: CardField[] = spins
    ? [{ name: 'quantitySpins', count: offer.quantitySpins }]
    : [
        { name: 'percent', percent: offer.percent },
        { name: 'depositBonusValue', money: offer.maxBonus },
      ];
  fields.push(
    { name: 'minDeposit', money: offer.minDeposit },
    { name: 'maxDeposit', money: offer.maxDeposit },
    { name: 'wageringTime', hours: offer.wageringHours },
    { name: 'requirement', multiplier: offer.wagerMultiplier },
  );
  return {
    key: `offer-${offer.offerId}`,
    kind: spins ? 'freespins' : 'deposit',
    state: 'offered',
    name: offer.name,
    percent: spins ? null : offer.percent,
    spins: spins ? offer.quantitySpins : null,
    fields,
    progress: null,
    endsAt: offer.endsAt ? Date.parse(offer.endsAt) : null,
    depositOfferId: offer.offerId,
    cancel: null,
    receiveId: null,
    grantId: null,
  };
}

/** Every card of the page: GET /bonuses's, then the available offers none of them offers. */
export function pageCards(
  bonuses: BonusesResponse['bonuses'],
  available: readonly AvailableBonus[],
  referenceOf: (key: string) => number,
): CardView[] {
  const cards = bonusCards(bonuses).map((card) => cardView(card, referenceOf(card.key)));
  // An offer a card already offers is not offered twice; one the player holds a grant of may
  // still be deposited for again while the server lists it.
  const shown = new Set(
    [bonuses.deposit, ...bonuses.freespins, ...bonuses.others].flatMap((entry) =>
      entry && entry.bonus === null && typeof entry.info.offerId === 'number'
        ? [entry.info.offerId]
        : [],
    ),
  );
  return [...cards, ...available.filter((offer) => !shown.has(offer.offerId)).map(offerView)];
}
