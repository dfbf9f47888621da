/**
 * The players of a segment (issue 22, the console's notifications): a query text over this
 * module's `users` with its parameters numbered from `$first`, for another module's
 * INSERT … SELECT or count, so that a message to 100 000 players is one statement.
 */
export function playerSegmentQuery(
  filter: { id?: number; country?: string; currency?: string },
  first: number,
): { text: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (column: string, value: unknown) => {
    params.push(value);
    parts.push(`${column} = $${first + params.length - 1}`);
  };
  if (filter.id !== undefined) add('id', filter.id);
  if (filter.country !== undefined) add('country', filter.country);
  if (filter.currency !== undefined) add('currency_code', filter.currency);
  return {
    text: `select id from users${parts.length ? ` where ${parts.join(' and ')}` : ''}`,
    params,
  };
}
