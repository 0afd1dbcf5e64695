import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { CATALOG_FILE, categoryIdOf, demoCatalog, loadCatalog } from './catalog.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'ibc-catalog-'));
const original = JSON.parse(readFileSync(CATALOG_FILE, 'utf8')) as {
  models: { make: string; category: string; variants: { years: number[]; fuel: string }[] }[];
  [key: string]: unknown;
};

function fileWith(change: (catalog: typeof original) => void): string {
  const copy = structuredClone(original);
  change(copy);
  const file = path.join(dir, `catalog-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(copy));
  return file;
}

it('reads the checked-in catalogue', () => {
  const catalog = demoCatalog();
  expect(catalog.makes[0]).toBe('Toyota');
  expect(catalog.models.length).toBeGreaterThan(50);
  expect(categoryIdOf('sedan')).toBe(1);
  expect(catalog.japanYards[0]).toBe('Yokohama');
});

it('fails with a message naming the file and every problem', () => {
  const file = fileWith((c) => {
    c.models[0]!.variants[0]!.fuel = 'Steam';
    c.models[2]!.variants[0]!.years = [2020, 2010];
    delete c.dealers;
  });
  const error = (() => {
    try {
      loadCatalog(file);
    } catch (e) {
      return (e as Error).message;
    }
    return '';
  })();
  expect(error).toContain(`The demo catalogue ${file} is invalid`);
  expect(error).toContain('models[0].variants[0].fuel');
  expect(error).toContain('models[2].variants[0].years');
  expect(error).toContain('dealers');
});

it('checks that models name a listed make and category', () => {
  const file = fileWith((c) => {
    c.models[1]!.make = 'Trabant';
    c.models[3]!.category = 'hovercraft';
  });
  expect(() => loadCatalog(file)).toThrow(/'Trabant' is not in makes\n.*models\[1\]\.make/);
  expect(() => loadCatalog(file)).toThrow("'hovercraft' is not a category slug");
});

it('fails clearly on a file that is not JSON', () => {
  const file = path.join(dir, 'broken.json');
  writeFileSync(file, '{ "makes": [');
  expect(() => loadCatalog(file)).toThrow(`The demo catalogue ${file} cannot be read`);
});
