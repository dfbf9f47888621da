// `npm run payments:approve -- <withdrawal id>` and `npm run payments:reject -- <id> [reason]`:
// the operator's decision on a withdrawal from the command line (the admin API does the same).
// An approved withdrawal is sent to its provider and its status asked at once; a running server's
// status poller or the provider's callback completes it otherwise.
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { createUserAccounts, createUsersRepository } from '../users/index.js';
import { createLedger } from '../wallet/index.js';
import { createPaymentsModule } from './payments.plugin.js';
import { errorMessage } from '../../lib/logging.js';

async function main(): Promise<void> {
  const [action, id, ...reason] = process.argv.slice(2);
  if ((action !== 'approve' && action !== 'reject') || !id || !/^[0-9a-f-]{36}$/i.test(id)) {
    console.error('usage: payments-admin approve|reject <withdrawal id> [reason]');
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    const { service, sandbox } = createPaymentsModule({
      config,
      database,
      ledger: createLedger(database.sql),
      users: createUserAccounts(createUsersRepository(database.db)),
    });
    const found = await service.findForAdmin(id);
    if (found.type !== 'withdraw') throw new Error(`${id} is a deposit, not a withdrawal`);
    let status;
    if (action === 'approve') {
      status = (await service.approve(id)).status;
      if (status === 'pending') status = (await service.reconcile(id)) ?? status;
    } else {
      status = (await service.reject(id, reason.join(' ') || undefined)).status;
    }
    sandbox?.close();
    console.log(`Withdrawal ${id}: ${status}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(errorMessage(error));
  process.exit(1);
});
