// A server-rendered page (entry-server.tsx) shows before its JavaScript runs. Its links work
// at once (they are links); a button or a field would drop a click or a key that came before the app
// took the page over. So the server sends every enabled control disabled, marked, and the browser
// enables the marked ones once it has hydrated (main.tsx): the browser, and an automated browser,
// wait for an enabled control instead of losing the input.

const MARK = 'data-enabled-on-hydration';
const CONTROL = /<(button|input|select|textarea)\b([^>]*)>/g;

/** The server's markup, with each control that is not disabled made disabled and marked. */
export function disableControlsUntilHydrated(html: string): string {
  // React escapes '>' inside attribute values, so a tag ends at the first '>'.
  return html.replace(CONTROL, (tag: string, name: string, attributes: string) =>
    /\sdisabled(=|\s|\/|$)/.test(attributes) ? tag : `<${name} disabled="" ${MARK}=""${attributes}>`,
  );
}

/** Enables the controls the server disabled (and only those). */
export function enableServerRenderedControls(root: ParentNode): void {
  for (const control of root.querySelectorAll<HTMLElement>(`[${MARK}]`)) {
    control.removeAttribute('disabled');
    control.removeAttribute(MARK);
  }
}

/**
 * Lets the page's `load` event go: removes the frame boot.ts added to hold it until the app has taken
 * the page over (its attribute, `data-holds-page-load`, is named there too). Removing it is enough,
 * and a few times cheaper than closing its document first.
 */
export function releasePageLoad(): void {
  for (const frame of document.querySelectorAll('iframe[data-holds-page-load]')) frame.remove();
}
