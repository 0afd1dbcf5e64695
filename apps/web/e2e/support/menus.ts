import type { Page } from 'playwright-core';

/** Internal links of the mobile menu (each group opened in turn, as the shell test does). */
export async function mobileMenuLinks(page: Page, menuId: string, groups: string[]): Promise<string[]> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator(`#${menuId}`);
  const hrefs = new Set<string>(
    await menu
      .locator(':scope > nav a[href^="/"], a[href^="/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!)),
  );
  for (const group of groups) {
    const button = menu.getByRole('button', { name: group, exact: true });
    await button.click();
    const panel = menu.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    for (const href of await panel
      .locator('a[href^="/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
      hrefs.add(href);
    }
  }
  await page.getByRole('button', { name: 'Close menu' }).click();
  return [...hrefs];
}
