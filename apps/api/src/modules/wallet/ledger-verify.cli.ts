// `npm run ledger:verify`: checks the ledger invariants on the configured database (PostgreSQL
// at any time; the embedded database only while the server is stopped, as it allows one process).
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { verifyLedger } from './ledger-verify.js';

async function main(): Promise<void> {
  const database = await openDatabase(loadConfig().database);
  try {
    const report = await verifyLedger(database.db);
    const counts = `${report.transactions} transactions, ${report.entries} entries, ${report.accounts} accounts`;
    if (report.problems.length === 0) {
      console.log(`Ledger sound: ${counts}.`);
      return;
    }
    console.error(`Ledger BROKEN (${counts}):`);
    for (const problem of report.problems) console.error(`  ${problem}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
