import { describe, expect, test } from 'vitest';
import { buildPostLoginMenu, type MenuEntry, type MenuUser } from './menus';

function labels(entries: MenuEntry[], group: string): string[] {
  const found = entries.find((e) => e.kind === 'group' && e.label === group);
  if (!found || found.kind !== 'group') throw new Error(`no group ${group}`);
  return found.items.map((i) => i.label);
}

const base: MenuUser = { countryId: 1, hasAccessBMSM: false, hasIDirectAccess: false };

describe('post-login menu conditions (§2, §6)', () => {
  test.each([
    [{ ...base, hasAccessBMSM: true }, true],
    [base, false],
  ])('Buy More Save More with hasAccessBMSM %#', (user, shown) => {
    expect(labels(buildPostLoginMenu(user), 'My Accounts').includes('Buy More Save More')).toBe(shown);
  });

  test.each([
    [{ ...base, isStaff: true }, true],
    [base, false],
  ])('Back Office for the sales team only %#', (user, shown) => {
    expect(labels(buildPostLoginMenu(user), 'My Accounts').includes('Back Office')).toBe(shown);
  });

  test.each([
    [{ ...base, hasIDirectAccess: true }, true],
    [base, false],
  ])('Auctions in Japan with hasIDirectAccess %#', (user, shown) => {
    expect(labels(buildPostLoginMenu(user), 'Auction').includes('Auctions in Japan')).toBe(shown);
  });

  test.each([
    [70, true],
    [295, true],
    [104, true],
    [75, false],
    [1, false],
    [null, false],
  ])('DDU Stock for countryId %s: %s', (countryId, shown) => {
    expect(labels(buildPostLoginMenu({ ...base, countryId }), 'Stock').includes('DDU Stock')).toBe(shown);
  });

  test.each([
    [75, true],
    [70, false],
    [null, false],
  ])('Clean Car Standard Fees for countryId %s: %s', (countryId, shown) => {
    expect(
      labels(buildPostLoginMenu({ ...base, countryId }), 'Stock').includes('Clean Car Standard Fees'),
    ).toBe(shown);
  });

  test('a user still loading sees none of the conditional entries', () => {
    const menu = buildPostLoginMenu(undefined);
    expect(labels(menu, 'My Accounts')).not.toContain('Buy More Save More');
    expect(labels(menu, 'Stock')).not.toContain('DDU Stock');
    expect(labels(menu, 'Stock')).not.toContain('Clean Car Standard Fees');
    expect(labels(menu, 'Auction')).not.toContain('Auctions in Japan');
  });

  test('DDU stock links to the IBC search on tab 16', () => {
    const stock = buildPostLoginMenu({ ...base, countryId: 70 }).find((e) => e.label === 'Stock');
    const ddu = stock?.kind === 'group' ? stock.items.find((i) => i.label === 'DDU Stock') : undefined;
    expect(ddu).toEqual({ kind: 'route', label: 'DDU Stock', to: '/search?stockType=ibc&tab=16' });
  });
});
