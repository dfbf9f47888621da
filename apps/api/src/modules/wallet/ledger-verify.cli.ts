// `npm run ledger:verify`: checks the ledger invariants on the configured database. PostgreSQL
// is read directly at any time. The embedded database allows one process: when the server holds
// it, the server is asked to verify (over loopback, with the token in the directory's lock);
// otherwise the directory is opened under its lock.
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { DataDirectoryLockedError, type DataDirectoryHolder } from '../../db/data-dir-lock.js';
import { verifyLedger, type LedgerReport } from './ledger-verify.js';
import { LEDGER_VERIFY_PATH, ledgerReportSchema } from './ledger-verify.routes.js';
import { errorMessage } from '../../lib/logging.js';

async function askRunningServer(
  control: NonNullable<DataDirectoryHolder['control']>,
): Promise<LedgerReport> {
  const response = await fetch(`${control.url}${LEDGER_VERIFY_PATH}`, {
    headers: { authorization: `Bearer ${control.token}` },
    signal: AbortSignal.timeout(120_000),
  });
  if (!response.ok) {
    throw new Error(
      `The running server refused to verify the ledger: ${response.status} ${await response.text()}`,
    );
  }
  return ledgerReportSchema.parse(await response.json());
}

async function verify(): Promise<{ report: LedgerReport; by: string }> {
  const config = loadConfig();
  try {
    const database = await openDatabase(config.database);
    try {
      return { report: await verifyLedger(database.db), by: '' };
    } finally {
      await database.close();
    }
  } catch (error) {
    const control = error instanceof DataDirectoryLockedError ? error.holder?.control : undefined;
    if (!control || !(error instanceof DataDirectoryLockedError)) throw error;
    const report = await askRunningServer(control);
    return { report, by: ` (verified by the running server, process ${error.holder?.pid})` };
  }
}

async function main(): Promise<void> {
  const { report, by } = await verify();
  const counts = `${report.transactions} transactions, ${report.entries} entries, ${report.accounts} accounts`;
  if (report.problems.length === 0) {
    console.log(`Ledger sound: ${counts}${by}.`);
    return;
  }
  console.error(`Ledger BROKEN (${counts})${by}:`);
  for (const problem of report.problems) console.error(`  ${problem}`);
  process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(errorMessage(error));
  process.exit(2);
});
