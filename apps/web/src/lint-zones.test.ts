import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The site's layers are held by `import-x/no-restricted-paths` in the root eslint.config.js.
// These files are linted as if they stood where their path says; the modules they import are
// real, so the rule resolves them exactly as `npm run lint` does on the tree.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function zoneViolations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

// The first lint loads the whole eslint config and its resolver: seconds on a busy machine.
describe('lint zones of the site (shared and config → features → app)', { timeout: 30_000 }, () => {
  it('reports a feature importing another feature', async () => {
    const violations = await zoneViolations(
      'apps/web/src/features/auth/zone-fixture.ts',
      "export { useGamePages } from '../games/api/get-games';\n",
    );
    expect(violations).toEqual([
      expect.stringContaining('A feature never imports another feature'),
    ]);
  });

  it('reports it for a lazy import and a type import too', async () => {
    const violations = await zoneViolations(
      'apps/web/src/features/payments/components/zone-fixture.ts',
      [
        "import type { SignInPopupProps } from '../../auth/popups/sign-in-popup';",
        "export const load = () => import('../../games/components/game-card');",
        'export type Props = SignInPopupProps;',
        '',
      ].join('\n'),
    );
    expect(violations).toHaveLength(2);
  });

  it('reports shared code importing a feature, and config importing the app', async () => {
    expect(
      await zoneViolations(
        'apps/web/src/shared/lib/zone-fixture.ts',
        "export { useRegistrationTimer } from '../../features/auth/state';\n",
      ),
    ).toEqual([expect.stringContaining('never import them')]);
    expect(
      await zoneViolations(
        'apps/web/src/config/zone-fixture.ts',
        "export { popupRegistry } from '../app/popups/popup-registry';\n",
      ),
    ).toEqual([expect.stringContaining('never import them')]);
  });

  it('reports a feature importing the app frame', async () => {
    expect(
      await zoneViolations(
        'apps/web/src/features/games/zone-fixture.ts',
        "export { Header } from '../../app/frame/header';\n",
      ),
    ).toEqual([expect.stringContaining('Features never import the app frame')]);
  });

  it('lets a feature import itself, shared and config, and the app import features', async () => {
    expect(
      await zoneViolations(
        'apps/web/src/features/games/zone-fixture.ts',
        [
          "export { useGamePages } from './api/get-games';",
          "export { useSession } from '../../shared/lib/use-session';",
          "export { paths } from '../../config/paths';",
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await zoneViolations(
        'apps/web/src/app/zone-fixture.ts',
        "export { useGamePages } from '../features/games/api/get-games';\n",
      ),
    ).toEqual([]);
  });
});
