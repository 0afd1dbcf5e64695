import { describe, expect, it } from 'vitest';
import { catalogMakesAndModels, demoCatalog, sizeClassFor } from './catalog.ts';
import { iterateVehicles, mulberry32 } from './vehicles.ts';

const now = new Date('2025-06-01T00:00:00Z');
const generate = (seed: number, count: number) => Array.from(iterateVehicles({ count, seed, now }));
const rows = generate(7, 5000);
const share = (pred: (r: (typeof rows)[number]) => boolean) => rows.filter(pred).length / rows.length;

describe('mulberry32', () => {
  it('is deterministic and in [0, 1)', () => {
    const a = mulberry32(123);
    const b = mulberry32(123);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(xs).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(mulberry32(124)()).not.toBe(xs[0]);
  });
});

describe('iterateVehicles', () => {
  it('gives the same rows for the same seed and different rows for another seed', () => {
    expect(generate(7, 300)).toEqual(rows.slice(0, 300));
    expect(generate(8, 300)).not.toEqual(rows.slice(0, 300));
  });

  it('gives unique chassis numbers in model-code-serial form', () => {
    expect(new Set(rows.map((r) => r.chassis)).size).toBe(rows.length);
    for (const r of rows) expect(r.chassis).toMatch(/^[A-Z0-9]+-\d{6,7}$/);
  });

  it('keeps mileage, grades and years plausible', () => {
    const allowed = new Set(['3.0', '3.5', '4.0', '4.5', '5.0', null]);
    for (const r of rows) {
      expect(r.kms).toBeGreaterThanOrEqual(10);
      expect(r.kms).toBeLessThanOrEqual(999_999);
      expect(allowed.has(r.conditionGrade)).toBe(true);
      expect(r.condition).toBe(r.conditionGrade === null ? 'repaired' : 'used');
      expect(['A', 'B', 'C', 'D']).toContain(r.interiorGrade);
      expect(r.year).toBeLessThanOrEqual(2025);
      expect(r.year).toBeGreaterThanOrEqual(1990);
      expect(r.month).toBeGreaterThanOrEqual(1);
      expect(r.month).toBeLessThanOrEqual(12);
      expect(r.photoCount).toBeGreaterThanOrEqual(6);
      expect(r.photoCount).toBeLessThanOrEqual(12);
      expect(r.listedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(now.getTime() - r.listedAt.getTime()).toBeLessThanOrEqual(120 * 86_400_000);
    }
    // Roughly 8-12k km a year on average.
    const perYear = rows
      .filter((r) => r.bodyType !== 'Truck' && r.bodyType !== 'Van' && r.year <= 2022)
      .map((r) => r.kms / (2025.4 - r.year));
    const mean = perYear.reduce((a, b) => a + b, 0) / perYear.length;
    expect(mean).toBeGreaterThan(8_000);
    expect(mean).toBeLessThan(12_500);
  });

  it('matches the catalogue: years produced, ids, size class, dimensions', () => {
    const { modelIdOf, makeIdOf } = catalogMakesAndModels();
    for (const r of rows.slice(0, 1000)) {
      const model = demoCatalog().models.find((m) => m.make === r.make && m.model === r.model)!;
      const code = r.chassis.split('-')[0];
      const variant = model.variants.find((v) => v.code === code)!;
      expect(variant).toBeDefined();
      expect(r.year).toBeGreaterThanOrEqual(variant.years[0]);
      expect(r.year).toBeLessThanOrEqual(variant.years[1]);
      expect(r.makeId).toBe(makeIdOf(r.make));
      expect(r.modelId).toBe(modelIdOf(r.make, r.model));
      expect(r.sizeClass).toBe(sizeClassFor(r.lengthMm!));
      expect(r.searchText).toBe(r.searchText.toLowerCase());
      expect(r.searchText).toContain(r.chassis.toLowerCase());
      expect(r.searchText).toContain(r.model.toLowerCase());
    }
  });

  it('spreads stock over the tabs in the intended proportions', () => {
    expect(share((r) => r.stockTab === 1 && r.stockType === 'ibc')).toBeGreaterThan(0.76);
    expect(share((r) => r.stockTab === 1)).toBeLessThan(0.87);
    expect(share((r) => r.stockTab === 15 && r.stockType === 'dealer-direct')).toBeCloseTo(0.06, 1);
    expect(share((r) => r.stockTab === 16 && r.stockType === 'ddu')).toBeCloseTo(0.06, 1);
    expect(share((r) => r.stockTab === 12)).toBeCloseTo(0.04, 1);
    expect(share((r) => r.stockTab === 4)).toBeCloseTo(0.02, 1);
    expect(share((r) => r.isMaxcareUnit)).toBeCloseTo(0.1, 1);
    expect(share((r) => r.isLeftHandDrive)).toBeLessThan(0.03);
    expect(rows.some((r) => r.isIdirect)).toBe(true);
    expect(rows.some((r) => r.status === 'reserved')).toBe(true);
    expect(rows.some((r) => r.dealerName === 'Grand Enterprise')).toBe(true);
    const lastWeek = share((r) => now.getTime() - r.listedAt.getTime() <= 7 * 86_400_000);
    expect(lastWeek).toBeGreaterThan(0.05);
    expect(lastWeek).toBeLessThan(0.11);
  });

  it('prices and places each kind of stock consistently', () => {
    for (const r of rows) {
      if (r.stockType === 'ddu') {
        expect(r.deliveryTypes.length).toBeGreaterThan(0);
        expect(r.deliveryTypes.every((d) => [0, 1, 2].includes(d))).toBe(true);
      } else {
        expect(r.deliveryTypes).toEqual([]);
      }
      if (r.stockTab === 12) {
        expect(r.location).toBe('Auckland');
        expect(r.negotiateCurrency).toBe('NZD');
      } else {
        expect(r.negotiateCurrency).toBe('JPY');
        expect(['Yokohama', 'Nagoya', 'Kobe', 'Osaka', 'Kawasaki', 'Hakata']).toContain(r.location);
        expect(Number(r.basePrice)).toBeGreaterThanOrEqual(100);
      }
      if (r.isKapStock) {
        expect(r.stockTab).toBe(12);
        expect(r.basePrice).toBe('0');
      }
    }
    expect(rows.filter((r) => r.isKapStock).length).toBeGreaterThan(0);
    // A 2015 Aqua sells for roughly ¥400,000-900,000 FOB (prices are in thousands of yen).
    const aquas = rows.filter(
      (r) =>
        r.model === 'Aqua' && r.year === 2015 && r.negotiateCurrency === 'JPY' && r.conditionGrade !== null,
    );
    const median = aquas.map((r) => Number(r.basePrice)).sort((a, b) => a - b)[Math.floor(aquas.length / 2)]!;
    expect(median).toBeGreaterThan(400);
    expect(median).toBeLessThan(900);
  });

  it('gives hybrids, EVs, PHEVs and diesels the right fuel', () => {
    const fuelOf = (model: string) => new Set(rows.filter((r) => r.model === model).map((r) => r.fuel));
    expect(fuelOf('Aqua')).toEqual(new Set(['Hybrid']));
    expect(fuelOf('Leaf')).toEqual(new Set(['Electric']));
    expect(fuelOf('Outlander PHEV')).toEqual(new Set(['Plug-in Hybrid']));
    expect(fuelOf('Elf Truck')).toEqual(new Set(['Diesel']));
  });
});
