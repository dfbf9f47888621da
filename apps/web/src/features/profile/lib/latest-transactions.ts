/**
 * The newest `count` items of the deposit and withdrawal histories together, newest first (the
 * history call answers one type at a time). Items of the same moment keep deposits first.
 */
export function latestTransactions<Item extends { createdAt: string }>(
  deposits: readonly Item[],
  withdrawals: readonly Item[],
  count: number,
): Item[] {
  const time = (item: Item) => Date.parse(item.createdAt) || 0;
  return [...deposits, ...withdrawals]
    .map((item, index) => ({ item, index, at: time(item) }))
    .sort((a, b) => b.at - a.at || a.index - b.index)
    .slice(0, count)
    .map((entry) => entry.item);
}
