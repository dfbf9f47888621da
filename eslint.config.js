import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

// The site's layers (STYLE.md "Layout"): shared and config → features → app. A feature reads
// another only through what app/ composes, and shared/ or config/ never reach up a layer. Every
// folder under features/ is a zone of its own, so a new feature is held from its first file.
const web = './apps/web/src';
const webFeatures = readdirSync(new URL(`${web}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move what both need to shared/, or compose them in app/.',
  })),
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'Features never import the app frame (app/): it composes them, not the other way.',
  },
  {
    target: [`${web}/shared`, `${web}/config`],
    from: [`${web}/features`, `${web}/app`],
    message: 'shared/ and config/ sit below features/ and app/ and never import them.',
  },
];

// The server's modules (DESIGN.md "Monorepo"): a module's files are its own, and other code
// reaches a module only through its index.ts. A schema file may import another module's schema
// file (a foreign key names the table); tests may also use a module's *.test-kit.ts and the
// composed db/schema.ts. Every folder under modules/ is a zone of its own from its first file.
// Which tables a module's SQL names is held by apps/api/test/table-ownership.test.ts.
const apiSrc = `${repoRoot}apps/api/src`;
const apiModules = readdirSync(`${apiSrc}/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const apiModuleMessage =
  'Import another module through its index.ts (modules/<name>/index.js), never one of its files.';
function apiZones({ schemaFiles = false, tests = false } = {}) {
  const except = [
    `${apiSrc}/modules/*/index.ts`,
    ...(schemaFiles ? [`${apiSrc}/modules/*/*.schema.ts`] : []),
    ...(tests ? [`${apiSrc}/modules/*/*.test-kit.ts`] : []),
  ];
  return [
    ...apiModules.map((module) => ({
      target: `${apiSrc}/modules/${module}/**`,
      from: `${apiSrc}/modules/!(${module})/**`,
      except,
      message: apiModuleMessage,
    })),
    {
      target: [`${apiSrc}/*.ts`, `${apiSrc}/!(modules)/**`, `${repoRoot}apps/api/test/**`],
      from: `${apiSrc}/modules/**`,
      except,
      message: apiModuleMessage,
    },
    ...(tests
      ? []
      : [
          {
            target: `${apiSrc}/modules/**`,
            from: `${apiSrc}/db/schema.ts`,
            message:
              "db/schema.ts gathers every module's tables for drizzle; a module uses its own.",
          },
        ]),
  ];
}
const apiResolver = createNodeResolver({
  extensions: ['.ts', '.js'],
  extensionAlias: { '.js': ['.ts', '.js'] },
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'e2e/artifacts/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: webZones }],
    },
  },
  {
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/play/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [apiResolver] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: apiZones() }],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.schema.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: repoRoot, zones: apiZones({ schemaFiles: true }) },
      ],
    },
  },
  {
    files: ['apps/api/**/*.test.ts', 'apps/api/**/*.test-kit.ts', 'apps/api/test/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: repoRoot, zones: apiZones({ tests: true }) },
      ],
    },
  },
  // The one file that gathers every module's tables, for drizzle-kit and the typed client.
  { files: ['apps/api/src/db/schema.ts'], rules: { 'import-x/no-restricted-paths': 'off' } },
  prettier,
);
