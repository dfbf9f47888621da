import type { PlayerEvent, UserProfileResponse } from '@jackdaw/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { profileQueryKeyRoot } from '../../shared/lib/use-session';

/**
 * What the stream's events change in the query cache. The header's balances are written in
 * place (no refetch: a callback's credit or a game round's win shows the moment it happens);
 * a payment's own query takes its new state, and the lists that show it are marked stale.
 */
export function applyToCache(client: QueryClient, event: PlayerEvent): void {
  switch (event.type) {
    case 'balance': {
      // Only the profile's own queries ([users, profile, token]); the bonuses and overview
      // queries below the same root have other shapes.
      client.setQueriesData<UserProfileResponse>(
        {
          queryKey: profileQueryKeyRoot,
          predicate: (query) => query.queryKey.length === profileQueryKeyRoot.length + 1,
        },
        (old) =>
          old && old.user.currencyCode === event.currency
            ? { ...old, user: { ...old.user, balance: event.balance } }
            : old,
      );
      return;
    }
    case 'payment': {
      client.setQueryData(['payments', 'payment', event.payment.id], event.payment);
      void client.invalidateQueries({ queryKey: ['transactions'] });
      return;
    }
    case 'bonus': {
      // The bonus queries sit under the profile's key (features/bonuses/api/query-keys.ts).
      void client.invalidateQueries({ queryKey: [...profileQueryKeyRoot, 'bonuses'] });
      return;
    }
    default:
      return;
  }
}
