import { VerifyPage } from '../../features/fairness/components/verify-page';

/**
 * /verify (lazy: the slot engine and its hashing load with this page, never with the home
 * page).
 */
export function VerifyRoute() {
  return <VerifyPage />;
}
