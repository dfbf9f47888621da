import { createGameProviderRegistry, type GameProviderRegistry } from '../game-provider.js';
import { jackdawProvider } from './jackdaw/jackdaw.provider.js';

/** Every provider the casino offers games of; add an aggregator's adapter to this list. */
export function createDefaultProviders(): GameProviderRegistry {
  return createGameProviderRegistry([jackdawProvider]);
}
