import { useLocation, useParams } from 'react-router';
import { TransactionDetail } from '../../../features/transactions/components/transaction-detail';
import { TransactionsPage } from '../../../features/transactions/components/transactions-page';

/**
 * /profile/transactions and its deposit tab list deposits, /withdrawal lists withdrawals, and
 * /profile/transactions/{id} shows one transaction.
 */
export function TransactionsRoute() {
  const { id } = useParams();
  const { pathname } = useLocation();
  if (id) return <TransactionDetail id={id} />;
  return <TransactionsPage type={pathname.endsWith('/withdrawal') ? 'withdraw' : 'deposit'} />;
}
