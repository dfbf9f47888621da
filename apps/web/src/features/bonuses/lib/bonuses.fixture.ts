import {
  BONUS_DEFAULT_CONTRIBUTIONS,
  WELCOME_BONUS,
  type BonusEntry,
  type BonusRecord,
  type BonusTerms,
  type FreespinCampaign,
} from '@jackdaw/contracts';

/** Test data: the seeded welcome terms in USD. */
export const terms: BonusTerms = {
  name: 'Welcome bonus',
  percent: WELCOME_BONUS.percent,
  fastPercent: WELCOME_BONUS.fastPercent,
  fastMinutes: WELCOME_BONUS.fastMinutes,
  wagerMultiplier: WELCOME_BONUS.wagerMultiplier,
  wageringHours: WELCOME_BONUS.wageringHours,
  freespinWagerMultiplier: WELCOME_BONUS.freespinWagerMultiplier,
  freespinWageringHours: WELCOME_BONUS.freespinWageringHours,
  contributions: { ...BONUS_DEFAULT_CONTRIBUTIONS },
  payoutPercent: 100,
  maxStake: null,
  amounts: {
    minDeposit: 200,
    maxDeposit: 2_700_000,
    minDepositFreespins: 2_000,
    maxBonus: 30_000,
    winCap: 5_000,
  },
  spinsTotal: 250,
  spinsParts: 5,
  spinsPartHours: 24,
  spinsGame: 'fruit-classic',
  claimHours: WELCOME_BONUS.claimHours,
};

export function record(overrides: Partial<BonusRecord> = {}): BonusRecord {
  return {
    id: 1,
    status: 'active',
    validUntil: '2026-01-02T00:00:00.000Z',
    wagerValidUntil: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function campaign(overrides: Partial<FreespinCampaign> = {}): FreespinCampaign {
  return {
    id: 7,
    status: 'await_spin',
    game: 'fruit-classic',
    gameName: 'Fruit Classic',
    bet: 20,
    spinsTotal: 250,
    spinsPlayed: 0,
    spinsAvailable: 50,
    part: 1,
    parts: 5,
    partEndsAt: '2026-01-02T00:00:00.000Z',
    nextPartAt: '2026-01-02T00:00:00.000Z',
    winTotal: 0,
    winCap: 5_000,
    grantId: null,
    endsAt: '2026-01-06T00:00:00.000Z',
    ...overrides,
  };
}

export function depositEntry(overrides: Partial<BonusEntry> = {}): BonusEntry {
  return {
    isActivated: false,
    info: {
      name: 'Welcome bonus',
      percent: 100,
      quantitySpins: 0,
      displayKind: 'welcome',
      product: 'casino',
      offerId: 1,
    },
    bonus: null,
    terms,
    progress: null,
    campaign: null,
    ...overrides,
  };
}

export function spinsEntry(overrides: Partial<BonusEntry> = {}): BonusEntry {
  return {
    isActivated: false,
    info: {
      name: 'Free spins',
      percent: 0,
      quantitySpins: 250,
      displayKind: 'freespins',
      product: 'casino',
      offerId: 2,
    },
    bonus: null,
    terms,
    progress: null,
    campaign: null,
    ...overrides,
  };
}
