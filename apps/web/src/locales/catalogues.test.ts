// @vitest-environment node
// The catalogues a reader's language comes from (ADR 0018): every message of the code is in every
// language's catalogue (Lingui's own checks), translated, with the placeholders of its English.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { LANGUAGES } from '@ibc/domain';
import { compareVariables, parsePo } from 'pofile-ts';
import { describe, expect, test } from 'vitest';
import linguiConfig, { ADMIN_AREA, MEMBER_AREA, PUBLIC_AREA } from '../../lingui.config';

const webRoot = fileURLToPath(new URL('../..', import.meta.url));
// The `lingui` command, beside the package's entry (its bin is not among the package's exports).
const lingui = join(dirname(createRequire(import.meta.url).resolve('@lingui/cli')), 'lingui.js');
/** Each area's catalogue in a language: the web's three, and the API's (e-mails, invoices, answers). */
const AREAS = ['public', 'member', 'admin', 'server'] as const;
const cataloguePath = (language: string, area: (typeof AREAS)[number]) =>
  area === 'server'
    ? `${webRoot}../api/src/locales/${language}/server.po`
    : `${webRoot}src/locales/${language}/${area}.po`;

async function linguiCheck(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [lingui, 'check', ...args], {
    cwd: webRoot,
  });
  return stdout;
}

describe('the message catalogues', () => {
  test('hold the languages the site offers', () => {
    expect(linguiConfig.locales).toEqual([...LANGUAGES]);
  });

  // A message outside every catalogue would reach the built site as its id: the build keeps only ids.
  test('hold every file that has a message', () => {
    const withMessages = readdirSync(`${webRoot}src`, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\./.test(file))
      .filter((file) => readFileSync(`${webRoot}src/${file}`, 'utf8').includes("from '@lingui/"))
      .filter((file) => /macro'/.test(readFileSync(`${webRoot}src/${file}`, 'utf8')));
    const folders = [...PUBLIC_AREA, ...MEMBER_AREA, ...ADMIN_AREA];
    const outside = withMessages.filter((file) => !folders.some((folder) => file.startsWith(`${folder}/`)));
    expect(outside).toEqual([]);
  });

  test('are what `npm run i18n:extract` makes of the code today', async () => {
    expect(await linguiCheck('sync', '--clean', '--workers', '1')).toMatch(/PASS sync/);
  });

  test('translate every message in every language', async () => {
    expect(await linguiCheck('missing', '--mode', 'catalog', '--workers', '1')).toMatch(/PASS missing/);
  });

  test.each(LANGUAGES.filter((language) => language !== 'en'))(
    'in %s, keep each message’s placeholders as they are in English',
    (language) => {
      for (const area of AREAS) {
        const { items } = parsePo(readFileSync(cataloguePath(language, area), 'utf8'));
        const differing = items
          .filter((item) => item.msgstr[0] && !compareVariables(item.msgid, item.msgstr[0]).isMatch)
          .map((item) => `${item.msgid} → ${item.msgstr[0]}`);
        expect(differing).toEqual([]);
      }
    },
  );

  // The areas' catalogues are merged as a member moves on (public, then member, then back office):
  // a message two areas share must read the same in both, or a button changes its words mid-visit;
  // and an e-mail or an invoice names a thing as the pages do.
  test.each(LANGUAGES.filter((language) => language !== 'en'))(
    'in %s, give a message the same words in every area',
    (language) => {
      const first = new Map<string, string>();
      const differing: string[] = [];
      for (const area of AREAS) {
        const { items } = parsePo(readFileSync(cataloguePath(language, area), 'utf8'));
        for (const item of items) {
          const key = `${item.msgctxt ?? ''}\u0004${item.msgid}`;
          const words = item.msgstr[0] ?? '';
          const earlier = first.get(key);
          if (earlier === undefined) first.set(key, words);
          else if (earlier !== words) differing.push(`${area}: ${item.msgid} → ${words}, not ${earlier}`);
        }
      }
      expect(differing).toEqual([]);
    },
  );
});
