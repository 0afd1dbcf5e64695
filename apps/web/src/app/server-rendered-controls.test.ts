import { describe, expect, it } from 'vitest';
import { disableControlsUntilHydrated, enableServerRenderedControls } from './server-rendered-controls';

// A server-rendered page's controls wait for the app; its links never do.
describe('controls of a server-rendered page', () => {
  it.each([
    [
      '<button type="button" class="a">Open menu</button>',
      '<button disabled="" data-enabled-on-hydration="" type="button" class="a">Open menu</button>',
    ],
    [
      '<input aria-label="Make" value="a&gt;b"/>',
      '<input disabled="" data-enabled-on-hydration="" aria-label="Make" value="a&gt;b"/>',
    ],
    [
      '<select name="make"><option>Toyota</option></select>',
      '<select disabled="" data-enabled-on-hydration="" name="make"><option>Toyota</option></select>',
    ],
    [
      '<textarea name="message"></textarea>',
      '<textarea disabled="" data-enabled-on-hydration="" name="message"></textarea>',
    ],
    // Already disabled: stays disabled after hydration, so it is not marked.
    ['<button disabled="" type="submit">Send</button>', '<button disabled="" type="submit">Send</button>'],
    // Links and other elements are left as they are; a word that starts like a tag name is no tag.
    [
      '<a href="/search">Search</a><buttons-bar></buttons-bar><p>input</p>',
      '<a href="/search">Search</a><buttons-bar></buttons-bar><p>input</p>',
    ],
  ])('%s -> %s', (html, expected) => {
    expect(disableControlsUntilHydrated(html)).toBe(expected);
  });

  it('enables exactly the controls it disabled once the app has taken the page over', () => {
    const root = document.createElement('div');
    root.innerHTML = disableControlsUntilHydrated(
      '<button type="button">Open menu</button><button disabled="" type="submit">Send</button><input aria-label="Make"/>',
    );
    const [open, send] = root.querySelectorAll('button');
    expect(open!.disabled).toBe(true);
    enableServerRenderedControls(root);
    expect(open!.disabled).toBe(false);
    expect(root.querySelector('input')!.disabled).toBe(false);
    expect(send!.disabled).toBe(true);
    expect(root.querySelectorAll('[data-enabled-on-hydration]')).toHaveLength(0);
  });
});
