import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint zones of eslint.config.js (import-x/no-restricted-paths) on small fixtures: a module
 * reaches another only through its index.ts. `npm run lint` holds the tree to them; these show
 * a deliberate crossing is reported (and so that the resolver really resolves `.js` to `.ts`:
 * an import it cannot resolve would be skipped silently).
 */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function zoneErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, file) });
  return result!.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

const DEEP =
  /^Unexpected path "[^"]+" imported in restricted zone\. Import another module through its index\.ts/;

// The first lint loads the whole eslint config and its resolver: seconds on a busy machine.
describe('module boundaries (lint)', { timeout: 30_000 }, () => {
  it("reports a module importing another module's file, not its index", async () => {
    const file = 'apps/api/src/modules/play/fixture.ts';
    expect(
      await zoneErrors(
        file,
        `import { createLedger } from '../wallet/ledger.js';\nexport const a = createLedger;\n`,
      ),
    ).toEqual([expect.stringMatching(DEEP)]);
    expect(
      await zoneErrors(
        file,
        `import type { Ledger } from '../wallet/ledger.js';\nexport type A = Ledger;\n`,
      ),
    ).toEqual([expect.stringMatching(DEEP)]);
    expect(
      await zoneErrors(
        file,
        `import { createLedger } from '../wallet/index.js';\nexport const a = createLedger;\n`,
      ),
    ).toEqual([]);
  });

  it('holds files deeper in a module, and app code outside the modules, to the same rule', async () => {
    expect(
      await zoneErrors(
        'apps/api/src/modules/payments/providers/fixture/fixture.provider.ts',
        `import { toMinor } from '../../../wallet/wallet.service.js';\nexport const a = toMinor;\n`,
      ),
    ).toEqual([expect.stringMatching(DEEP)]);
    expect(
      await zoneErrors(
        'apps/api/src/modules/payments/providers/fixture/fixture.provider.ts',
        `import { sign } from '../../adapters/signature.js';\nexport const a = sign;\n`,
      ),
    ).toEqual([]);
    expect(
      await zoneErrors(
        'apps/api/src/fixture.ts',
        `import { createLedger } from './modules/wallet/ledger.js';\nexport const a = createLedger;\n`,
      ),
    ).toEqual([expect.stringMatching(DEEP)]);
  });

  it("lets only schema files name another module's table file (a foreign key)", async () => {
    const code = `import { users } from '../users/users.schema.js';\nexport const a = users;\n`;
    expect(await zoneErrors('apps/api/src/modules/play/fixture.ts', code)).toEqual([
      expect.stringMatching(DEEP),
    ]);
    expect(await zoneErrors('apps/api/src/modules/play/fixture.schema.ts', code)).toEqual([]);
  });

  it('keeps db/schema.ts (every table) for tests, not for module code', async () => {
    const code = `import { users } from '../../db/schema.js';\nexport const a = users;\n`;
    expect(await zoneErrors('apps/api/src/modules/play/fixture.ts', code)).toEqual([
      expect.stringMatching(/db\/schema\.ts gathers every module's tables/),
    ]);
    expect(await zoneErrors('apps/api/src/modules/play/fixture.test.ts', code)).toEqual([]);
  });
});
