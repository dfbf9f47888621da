// `npm run staff:create -- <email> <role>`: creates a staff member and prints a one-time
// enrolment link (valid 7 days) where they set a password and enrol TOTP. The embedded database
// allows one process: stop the server first (README of the staff module).
import { STAFF_ROLES, staffRoleSchema } from '@jackdaw/contracts';
import * as z from 'zod/mini';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { errorMessage } from '../src/lib/logging.js';
import { createStaffService } from '../src/modules/staff/index.js';

const usage = `Usage: npm run staff:create -- <email> <role>\n  role: ${STAFF_ROLES.join(', ')}`;

async function main(): Promise<void> {
  const [email, role] = process.argv.slice(2);
  const parsedEmail = z.email().safeParse(email);
  const parsedRole = staffRoleSchema.safeParse(role);
  if (!parsedEmail.success || !parsedRole.success) {
    console.error(usage);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await migrate(database);
    const staff = createStaffService({ db: database.db, publicUrl: config.publicUrl });
    const { member, enrolmentLink } = await staff.create({
      email: parsedEmail.data,
      role: parsedRole.data,
    });
    console.log(`Staff member ${member.email} (${member.role}) created.`);
    console.log(`One-time enrolment link (valid 7 days): ${enrolmentLink}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(errorMessage(error));
  process.exit(1);
});
