import { describe, expect, test } from 'vitest';
import { canUseMemberFeature } from '@ibc/domain';
import { appRoutes, featureOfLink } from '../routes';
import { buildPostLoginMenu, menuRoutes, preLoginMenu, type MenuEntry, type MenuUser } from './menus';

function labels(entries: MenuEntry[], group: string): string[] {
  const found = entries.find((e) => e.kind === 'group' && e.label.message === group);
  if (!found || found.kind !== 'group') throw new Error(`no group ${group}`);
  return found.items.map((i) => i.label.message ?? '');
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
    const stock = buildPostLoginMenu({ ...base, countryId: 70 }).find((e) => e.label.message === 'Stock');
    const ddu =
      stock?.kind === 'group' ? stock.items.find((i) => i.label.message === 'DDU Stock') : undefined;
    expect(ddu).toEqual({
      kind: 'route',
      label: expect.objectContaining({ message: 'DDU Stock' }),
      to: '/search?stockType=ibc&tab=16',
    });
  });
});

// Every menu entry against its route: a link shows exactly when its page opens for that user, so
// nobody reaches by a typed address a page his menu hides, and no menu offers a refused page.
describe('menus and routes follow one rule', () => {
  const dealers: MenuUser[] = [
    base,
    { countryId: 295, hasAccessBMSM: false, hasIDirectAccess: false }, // the DDU market
    { countryId: 75, hasAccessBMSM: true, hasIDirectAccess: true }, // NZ with every flag
    { countryId: 104, hasAccessBMSM: true, hasIDirectAccess: false },
  ];
  const gatedPages = appRoutes.filter((r) => r.feature !== undefined);

  test.each(dealers)('dealer %j: each gated page is in his menu exactly when it opens', (user) => {
    const links = menuRoutes(buildPostLoginMenu(user));
    for (const page of gatedPages) {
      const opens = canUseMemberFeature(page.feature!, user);
      const offered = links.includes(page.path);
      const linkedElsewhere = !menuRoutes(
        buildPostLoginMenu({ ...base, countryId: 75, hasAccessBMSM: true }),
      ).includes(page.path);
      if (!linkedElsewhere) expect({ path: page.path, offered }).toEqual({ path: page.path, offered: opens });
    }
    for (const to of links) {
      const feature = featureOfLink(to);
      expect({ to, opens: feature === undefined || canUseMemberFeature(feature, user) }).toEqual({
        to,
        opens: true,
      });
    }
  });

  test('the gated pages are Buy More Save More and Clean Car Standard Fees', () => {
    expect(gatedPages.map((r) => [r.path, r.feature])).toEqual([
      ['/stocks/buy-more-save-more', 'buyMoreSaveMore'],
      ['/stocks/clean-car-standard-fees', 'cleanCarStandardFees'],
      ['/my-account/buy-more-save-more', 'buyMoreSaveMore'],
    ]);
  });

  test('the pre-login menu links only pages a visitor may open', () => {
    for (const to of menuRoutes(preLoginMenu)) {
      const page = appRoutes.find((r) => r.path === to.split('?')[0]);
      expect({ to, access: page?.access }).not.toEqual({ to, access: 'member' });
    }
  });
});
