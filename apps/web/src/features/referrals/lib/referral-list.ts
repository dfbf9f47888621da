import { REFERRAL_PAGE_SIZE, type MinorAmountValue, type ReferralItem } from '@jackdaw/contracts';

/**
 * The invite page's list of friends (engagement §4 "Referral"): items appended without
 * duplicates by referralId, the total as the server last gave it, and the pages asked so far.
 * The rules are pure so that the list behaves the same whether a page, a new friend or a
 * commission changes it.
 */
export interface ReferralListState {
  items: ReferralItem[];
  total: number;
  /** The last page appended (0 before the first answer). */
  page: number;
}

export const emptyReferralList: ReferralListState = { items: [], total: 0, page: 0 };

/** engagement §4: lastPage is total divided by the page size (§9: 5), rounded up. */
export function lastPage(total: number): number {
  return Math.ceil(Math.max(0, total) / REFERRAL_PAGE_SIZE);
}

/** Whether "Show more" has a page to ask for. */
export function hasMorePages(state: ReferralListState): boolean {
  return state.page < lastPage(state.total);
}

/** The page "Show more" asks for. */
export function nextPage(state: ReferralListState): number {
  return state.page + 1;
}

/**
 * A page's answer joins the list: its items after those already shown, each friend once (a
 * friend who registered meanwhile shifts the pages, so a page may repeat the last one's tail),
 * and the total taken from the answer.
 */
export function appendPage(
  state: ReferralListState,
  answer: { items: readonly ReferralItem[]; total: number; page: number },
): ReferralListState {
  const known = new Set(state.items.map((item) => item.referralId));
  const fresh: ReferralItem[] = [];
  for (const item of answer.items) {
    if (known.has(item.referralId)) continue;
    known.add(item.referralId);
    fresh.push(item);
  }
  return {
    items: [...state.items, ...fresh],
    total: answer.total,
    page: Math.max(state.page, answer.page),
  };
}

/**
 * A friend who has just registered goes to the top with profit 0 and raises the total by one;
 * a friend already listed changes nothing.
 */
export function addReferral(state: ReferralListState, item: ReferralItem): ReferralListState {
  if (state.items.some((known) => known.referralId === item.referralId)) return state;
  return { ...state, items: [{ ...item, profit: 0 }, ...state.items], total: state.total + 1 };
}

/** A friend removed from the programme leaves the list and lowers the total by one. */
export function removeReferral(state: ReferralListState, referralId: number): ReferralListState {
  return {
    ...state,
    items: state.items.filter((item) => item.referralId !== referralId),
    total: Math.max(0, state.total - 1),
  };
}

/** A friend's commission as it now stands. */
export function updateProfit(
  state: ReferralListState,
  referralId: number,
  profit: MinorAmountValue,
): ReferralListState {
  if (!state.items.some((item) => item.referralId === referralId)) return state;
  return {
    ...state,
    items: state.items.map((item) => (item.referralId === referralId ? { ...item, profit } : item)),
  };
}

/** The list made from the pages a paged query holds, in the order they were asked. */
export function listFromPages(
  pages: readonly { items: readonly ReferralItem[]; total: number; page: number }[],
): ReferralListState {
  return pages.reduce(appendPage, emptyReferralList);
}
