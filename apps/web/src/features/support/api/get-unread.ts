import { getChat } from './get-chat';

/** How many support messages the player has not read (answers that came while away). */
export async function getUnreadCount(): Promise<number> {
  return (await getChat()).unread;
}
