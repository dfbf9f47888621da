// `npm run audit:verify`: walks the audit log's hash chain on the configured database and prints
// OK with the row count, or names the first broken row and exits 1 (2 when it cannot check).
// The embedded database allows one process: stop the server first (README of the audit module).
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { errorMessage } from '../src/lib/logging.js';
import { createAuditService } from '../src/modules/audit/index.js';

async function main(): Promise<void> {
  const database = await openDatabase(loadConfig().database);
  try {
    const report = await createAuditService(database.sql).verifyChain();
    if (report.ok) {
      console.log(`Audit chain OK: ${report.rows} rows.`);
      return;
    }
    const what =
      report.problem === 'link'
        ? "its prev_hash is not the previous row's hash (a row before it was removed or forged)"
        : 'its content does not match its hash (the row was changed)';
    console.error(
      `Audit chain BROKEN at row ${report.brokenId}: ${what}; ${report.rows} rows before it are sound.`,
    );
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(errorMessage(error));
  process.exit(2);
});
