// @vitest-environment node
// Issue 14: the server renders a visitor's home and content pages (what the API puts in their HTML);
// here without a DOM, as the API runs it.
import { describe, expect, it } from 'vitest';
import { contentPaths } from '@/features/content/content-paths';
import { isServerRenderedPath, renderPage } from './entry-server';

const render = (path: string) => renderPage(new URL(path, 'http://localhost'));

describe("the server's rendering of visitors' pages", () => {
  it('renders the home page as a visitor sees it: the header, the hero and its search, Sign Up and Login', async () => {
    const page = await render('/');
    expect(page).not.toBeNull();
    expect(page!.title).toBe('IBC Japan | Used vehicles exported from Japan');
    expect(page!.description).toMatch(/exports quality used vehicles from Japan/);
    const { html } = page!;
    expect(html).toContain('Quality used vehicles from Japan, priced to your port.');
    expect(html).toContain('aria-label="Main menu"');
    expect(html).toMatch(/href="\/account\/signup"[^>]*>Sign Up</);
    expect(html).toMatch(/>Login</);
    expect(html).toContain('aria-label="Stock categories"');
    // No member's part: no price, no profile menu.
    expect(html).not.toMatch(/Sign Out|My Account/);
  });

  it("renders a content page with its own title and text, not the home page's", async () => {
    const page = await render('/about');
    expect(page!.title).toBe('About IBC Japan | IBC Japan');
    expect(page!.html).toContain('About IBC Japan');
    expect(page!.html).not.toContain('priced to your port');
  });

  it('renders every public content page without a browser: its heading, title and description', async () => {
    const publicPaths = Object.entries(contentPaths)
      .filter(([, access]) => access === 'public')
      .map(([path]) => path);
    expect(publicPaths.length).toBeGreaterThan(30);
    for (const path of publicPaths) {
      const page = await render(path);
      expect(page, path).not.toBeNull();
      expect(page!.html, path).toMatch(/<h1[^>]*>[^<]+/);
      expect(page!.title, path).toMatch(/.+ \| IBC Japan$/);
      expect(page!.description, path).toBeTruthy();
    }
  });

  it.each([
    '/search', // its tiles are data: rendered in the browser
    '/my-account/notices', // a member's page
    '/admin/stock', // the back office
    '/checklist/5',
    '/no-such-page',
  ])('leaves %s to the browser', async (path) => {
    expect(isServerRenderedPath(path)).toBe(false);
    expect(await render(path)).toBeNull();
  });

  it('reads a content path with a trailing slash as the page', () => {
    expect(isServerRenderedPath('/about/')).toBe(true);
    expect(isServerRenderedPath('/services/quality-control')).toBe(true);
  });
});
