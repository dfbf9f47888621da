import { playerEventSchema, type PlayerEvent } from '@jackdaw/contracts';

/**
 * One SSE message as the contract's event, or null: a message that is not JSON or does not
 * match (a newer server's event, a type this site does not know) is dropped, never thrown.
 * The SSE `event` name must agree with the data's `type`.
 */
export function parsePlayerEvent(name: string, data: string): PlayerEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = playerEventSchema.safeParse(json);
  if (!parsed.success || parsed.data.type !== name) return null;
  return parsed.data;
}
