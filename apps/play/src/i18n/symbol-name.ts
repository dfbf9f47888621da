import type { PlayGameConfig } from '@jackdaw/contracts';
import { en, type MessageKey } from './dictionaries/en';
import type { Translate } from './translate';

type GameSymbol = Pick<PlayGameConfig['symbols'][number], 'id' | 'name'>;

/**
 * The dictionary key of a title's symbol. Symbol ids are only unique within a title (CH is
 * Fruit Classic's Cherry and Abyss Ways' Sunken Chest), so the key names the title too.
 */
export const symbolKey = (titleId: string, symbolId: string) => `symbol.${titleId}.${symbolId}`;

/**
 * A symbol's name in the player's language. A symbol the client has no key for (a title newer
 * than this build) shows the server's English name rather than a raw key.
 */
export function symbolName(t: Translate, titleId: string, symbol: GameSymbol): string {
  const key = symbolKey(titleId, symbol.id);
  return Object.hasOwn(en, key) ? t(key as MessageKey) : symbol.name;
}
