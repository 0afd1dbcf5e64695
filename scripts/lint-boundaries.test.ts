// The architecture's lint gates (eslint.config.js, docs/architecture.md "Boundaries") refuse what
// they promise to refuse. Each case lints a deliberately wrong import, and a right one beside it,
// with the real config at a path inside the real folders, so the real zones apply: a gate that
// silently stops matching (an import the resolver cannot follow is invisible to the zones) fails
// here, and a gate that refuses everything fails on the allowed imports.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The linted texts never exist on disk; no file in the repository has this name. */
const FIXTURE = 'lint-boundary-fixture';

interface Case {
  name: string;
  /** Folder of the fixture, from the repository root. */
  dir: string;
  refused: string;
  allowed: string;
  rule: string;
}

const PATHS = 'import-x/no-restricted-paths';
const IMPORTS = 'no-restricted-imports';

const cases: Case[] = [
  {
    name: 'web: a feature imports another feature through the @/ alias',
    dir: 'apps/web/src/features/offers',
    refused: '@/features/watchlist/api/watchlist',
    allowed: '@/features/offers/api/send-offer',
    rule: PATHS,
  },
  {
    name: 'web: a feature imports another feature by a relative path',
    dir: 'apps/web/src/features/offers',
    refused: '../watchlist/api/watchlist',
    allowed: './api/send-offer',
    rule: PATHS,
  },
  {
    name: 'web: a feature imports the app layer',
    dir: 'apps/web/src/features/offers',
    refused: '@/app/routes',
    allowed: '@/lib/cn',
    rule: PATHS,
  },
  {
    name: 'web: lib imports a feature',
    dir: 'apps/web/src/lib',
    refused: '@/features/watchlist/api/watchlist',
    allowed: '@/lib/cn',
    rule: PATHS,
  },
  {
    name: 'web: lib imports a feature by a relative path',
    dir: 'apps/web/src/lib',
    refused: '../features/watchlist/api/watchlist',
    allowed: './cn',
    rule: PATHS,
  },
  {
    name: 'web: components import a feature',
    dir: 'apps/web/src/components/ui',
    refused: '@/features/watchlist/api/watchlist',
    allowed: '@/lib/cn',
    rule: PATHS,
  },
  {
    name: 'api: lib imports a module',
    dir: 'apps/api/src/lib',
    refused: '../modules/mail/outbox.ts',
    allowed: './errors.ts',
    rule: PATHS,
  },
  {
    name: 'api: a plugin imports a module',
    dir: 'apps/api/src/plugins',
    refused: '../modules/auth/access-token.ts',
    allowed: '../lib/auth-context.ts',
    rule: PATHS,
  },
  {
    name: 'api: db imports a module',
    dir: 'apps/api/src/db',
    refused: '../modules/pricing/pricing.repository.ts',
    allowed: './client.ts',
    rule: PATHS,
  },
  {
    name: 'api: a module imports a plugin',
    dir: 'apps/api/src/modules/offers',
    refused: '../../plugins/auth.ts',
    allowed: '../../lib/auth-context.ts',
    rule: PATHS,
  },
  {
    name: 'api: a module imports another module (not a shared service)',
    dir: 'apps/api/src/modules/offers',
    refused: '../watchlist/watchlist.service.ts',
    allowed: '../pricing/pricing.service.ts',
    rule: PATHS,
  },
  {
    name: 'domain: file I/O',
    dir: 'packages/domain/src',
    refused: 'node:fs',
    allowed: 'decimal.js',
    rule: IMPORTS,
  },
  {
    name: 'domain: a database driver',
    dir: 'packages/domain/src',
    refused: 'pg',
    allowed: 'zod',
    rule: IMPORTS,
  },
  {
    name: 'domain: an app',
    dir: 'packages/domain/src',
    refused: '../../../apps/api/src/lib/errors.ts',
    allowed: './decimal.ts',
    rule: PATHS,
  },
];

/** One import, re-exported so no other rule (unused variables) has a say. */
const source = (specifier: string) => `export * as target from '${specifier}';\n`;

describe('architecture lint gates', () => {
  it(
    'refuse each wrong import with its rule and let the right one through',
    { timeout: 300_000 },
    async () => {
      const eslint = new ESLint({
        cwd: root,
        // The boundary rules read paths, not types: the fixtures (not on disk, so in no TypeScript
        // project) are linted without type information, every other setting of the real config kept.
        overrideConfig: [
          {
            files: [`**/${FIXTURE}.ts`, `**/${FIXTURE}.test.ts`, `**/${FIXTURE}.test.tsx`],
            ...tseslint.configs.disableTypeChecked,
          },
        ],
      });
      const messagesOf = async (text: string, filePath: string) => {
        const [result] = await eslint.lintText(text, { filePath: path.join(root, filePath) });
        return result!.messages.map((message) => `${message.ruleId ?? 'fatal'}: ${message.message}`);
      };
      const lint = (dir: string, specifier: string) =>
        messagesOf(source(specifier), path.join(dir, `${FIXTURE}.ts`));
      const outcomes = await Promise.all(
        cases.map(async (c) => ({
          c,
          refused: await lint(c.dir, c.refused),
          allowed: await lint(c.dir, c.allowed),
        })),
      );
      const failures: string[] = [];
      for (const { c, refused, allowed } of outcomes) {
        if (!refused.some((message) => message.startsWith(`${c.rule}:`))) {
          failures.push(
            `${c.name}: '${c.refused}' was not refused by ${c.rule} (${refused.join('; ') || 'no message'})`,
          );
        }
        if (allowed.length > 0)
          failures.push(`${c.name}: '${c.allowed}' was refused (${allowed.join('; ')})`);
      }
      // The API's and the web's test files share their modules in a worker (vitest.config.ts): vi.mock
      // is refused in them, outside the files listed to run isolated.
      for (const [workspace, fixture] of [
        ['api', `apps/api/src/modules/offers/${FIXTURE}.test.ts`],
        ['web', `apps/web/src/features/offers/${FIXTURE}.test.tsx`],
      ] as const) {
        const mocking = (text: string) => messagesOf(`import { vi } from 'vitest';\n${text}\n`, fixture);
        const mocked = await mocking("vi.mock('./offers.service.ts');");
        if (!mocked.some((message) => message.includes('tests-with-module-mocks')))
          failures.push(`${workspace} test: vi.mock was not refused (${mocked.join('; ') || 'no message'})`);
        const spied = await mocking('export const spy = vi.fn();');
        if (spied.length > 0) failures.push(`${workspace} test: vi.fn was refused (${spied.join('; ')})`);
      }
      expect(failures).toEqual([]);
    },
  );
});
