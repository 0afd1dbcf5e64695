import { describe, expect, it } from 'vitest';
import { PORTS } from './reference-data.ts';
import { DEMO_VOYAGES } from './shipping.ts';

const NZ_PORTS = new Set(['Auckland', 'Wellington', 'Lyttelton', 'Nelson']);
const isNz = (voyage: (typeof DEMO_VOYAGES)[number]) => voyage.calls.some(([port]) => NZ_PORTS.has(port));

describe('the demo shipping schedule', () => {
  it('calls only at ports of the reference data, each port once, after the ETD', () => {
    const names = new Set(PORTS.map((port) => port.name));
    for (const voyage of DEMO_VOYAGES) {
      const ports = voyage.calls.map(([port]) => port);
      expect(ports.filter((port) => !names.has(port))).toEqual([]);
      expect(new Set(ports).size).toBe(ports.length);
      expect(Math.min(...voyage.calls.map(([, days]) => days))).toBeGreaterThan(0);
    }
  });

  it('sails to New Zealand weekly for eight weeks, 14 to 20 days to Auckland, with two voyages arrived', () => {
    const nz = DEMO_VOYAGES.filter(isNz);
    const upcoming = nz.filter((v) => v.etd >= 0 && v.etd <= 56);
    expect(upcoming.length).toBeGreaterThanOrEqual(8);
    for (const voyage of nz) {
      const auckland = voyage.calls.find(([port]) => port === 'Auckland')![1];
      expect(auckland).toBeGreaterThanOrEqual(14);
      expect(auckland).toBeLessThanOrEqual(20);
    }
    expect(nz.filter((v) => v.etd + Math.max(...v.calls.map(([, days]) => days)) < 0)).toHaveLength(2);
  });

  it('gives a vessel each voyage number once', () => {
    const keys = DEMO_VOYAGES.map((v) => `${v.vessel}/${v.voyageNumber}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
