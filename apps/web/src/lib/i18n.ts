// The messages of the reader's language (ADR 0018). The browser has one language per page load (the
// address's: '/ja/search' is Japanese), and the catalogue of the area it draws, each catalogue a
// download of its own. A page the server drew comes with the messages it was drawn with, in its HTML
// (hydration draws the same words at once); the rest of the catalogue follows once the page is idle,
// or as soon as the reader reaches for a control or something fetched later asks for it
// (messagesReady): no catalogue weighs on such a page's first load. The server draws pages in
// several languages at once: each render has an instance of its own (createI18n).
import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { messageTranslator, type Language } from '@ibc/domain';

/**
 * The areas a catalogue holds (lingui.config.ts): `public`, what visitors see and every layout's
 * frame; `member`, the members' pages (with the members' layout); `admin`, the back office (with its
 * layout, which also brings `member`).
 */
export type Area = 'public' | 'member' | 'admin';
const AREAS: readonly Area[] = ['public', 'member', 'admin'];

/** The catalogues, compiled by the Lingui Vite plugin when one is imported. */
const catalogues = import.meta.glob<{ messages: Messages }>('../locales/*/*.po');

/** An area's catalogue in a language. */
export async function loadMessages(language: Language, area: Area = 'public'): Promise<Messages> {
  const load = catalogues[`../locales/${language}/${area}.po`];
  if (!load) throw new Error(`No ${area} catalogue for ${language}`);
  return (await load()).messages;
}

/** The browser's instance: one language per page load. */
export const i18n = setupI18n();

/** The language of a page's address, and the address the app's router reads (without it). */

/** The id of the element the API writes a drawn page's messages into (apps/api/src/lib/page-html.ts). */
export const SERVER_MESSAGES_ELEMENT_ID = 'server-messages';

let language: Language = 'en';
/** Resolved once the page's language is set: an area asked for before (a signed-in page's layout) waits. */
let languageKnown: () => void = () => undefined;
const languageStarted = new Promise<void>((resolve) => {
  languageKnown = resolve;
});

/** The page's language, the one every area's catalogue is fetched in (startLanguage; the tests' setup). */
export function setPageLanguage(pageLanguage: Language): void {
  language = pageLanguage;
  languageKnown();
}
/** The words the server drew the page with, while they are all the browser has. */
let drawnOnly: Messages | undefined;
const loadedAreas = new Map<Area, Promise<void>>();
let pageDrawn = false;

/**
 * Adds an area's catalogue in the page's language to the messages read (once; the browser). The
 * members' layout brings `member`, the back office's `admin`.
 */
export function loadArea(area: Area): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  let loaded = loadedAreas.get(area);
  if (!loaded) {
    loaded = languageStarted.then(async () => {
      const messages = await loadMessages(language, area);
      if (drawnOnly) {
        // The first catalogue takes the place of the server's words (and their placeholders).
        i18n.loadAndActivate({ locale: language, messages: { ...drawnOnly, ...messages } });
        drawnOnly = undefined;
      } else {
        i18n.load(language, messages);
      }
    });
    loadedAreas.set(area, loaded);
  }
  return loaded;
}

/** Loads the `public` catalogue of the page's language (once): every page's frame. */
export function activateLanguage(): Promise<void> {
  return loadArea('public');
}

/**
 * The browser's first render in `pageLanguage`: with the messages the server drew the page with when
 * it did (at once), else once the whole catalogue has arrived.
 */
export function startLanguage(pageLanguage: Language): Promise<void> {
  const drawn = typeof document === 'undefined' ? null : serverMessages();
  if (!drawn) {
    i18n.loadAndActivate({ locale: pageLanguage, messages: {} });
    setPageLanguage(pageLanguage);
    return activateLanguage();
  }
  // A message the page did not draw, asked for before the catalogue has arrived, is an invisible
  // character for that moment (not its id), and drawn when the catalogue comes (Lingui's change).
  const placeholder = new Proxy(drawn, {
    get: (messages, id): unknown =>
      typeof id === 'string' && !(id in messages) ? [INVISIBLE] : Reflect.get(messages, id),
    getOwnPropertyDescriptor: (messages, id) =>
      Reflect.getOwnPropertyDescriptor(messages, id) ??
      (typeof id === 'string' ? { value: [INVISIBLE], configurable: true, enumerable: false } : undefined),
  });
  drawnOnly = drawn;
  i18n.loadAndActivate({ locale: pageLanguage, messages: placeholder });
  setPageLanguage(pageLanguage);
  return Promise.resolve();
}

/** A word joiner: nothing to see, a compiled message of its own. */
const INVISIBLE = '\u2060';

function serverMessages(): Messages | null {
  const element = document.getElementById(SERVER_MESSAGES_ELEMENT_ID);
  const text = element?.textContent;
  // Read once; left in the page its words would be part of the page's text (find in page, body text).
  element?.remove();
  if (!text) return null;
  try {
    return JSON.parse(text) as Messages;
  } catch {
    return null;
  }
}

/**
 * The page is drawn (hydrated or rendered): what comes next waits for the catalogue (messagesReady),
 * which is fetched when the browser is idle, or at the reader's first press, key or focus.
 */
export function afterPageDrawn(): void {
  pageDrawn = true;
  if (loadedAreas.has('public')) return;
  const load = () => void activateLanguage().catch(() => undefined);
  for (const event of ['pointerdown', 'keydown', 'focusin'] as const) {
    window.addEventListener(event, load, { once: true, capture: true, passive: true });
  }
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3_000 });
  else setTimeout(load, 1_000);
}

/**
 * Resolves once the messages of what is about to be drawn are in: at once for the first page (the
 * server's, or the catalogue the first render waited for), the catalogue's arrival after that.
 */
export function messagesReady(): Promise<void> {
  return pageDrawn ? activateLanguage() : Promise.resolve();
}

/**
 * An instance of its own in `language`, for one render on the server, which records the messages
 * the render read (`drawn`), for the page's HTML.
 */
export async function createI18n(language: Language): Promise<{ i18n: I18n; drawn: () => Messages }> {
  // Every area: the server draws members' pages too.
  const messages = Object.assign(
    {},
    ...(await Promise.all(AREAS.map((area) => loadMessages(language, area)))),
  ) as Messages;
  const read = new Set<string>();
  const recording = new Proxy(messages, {
    getOwnPropertyDescriptor: (target, id) => {
      if (typeof id === 'string') read.add(id);
      return Reflect.getOwnPropertyDescriptor(target, id);
    },
  });
  const instance = setupI18n({ locale: language, messages: { [language]: recording } });
  const drawn = () =>
    Object.fromEntries([...read].filter((id) => id in messages).map((id) => [id, messages[id]])) as Messages;
  return { i18n: instance, drawn };
}

/** A text a table or a page module gives: written as it is (data, a content page), or a message. */
export type Text = string | MessageDescriptor;

/** A text in the reader's language. */
export function readText(instance: I18n, text: Text): string {
  return typeof text === 'string' ? text : instance._(text);
}

const textTranslators = new WeakMap<Messages, (text: string) => string>();

/**
 * A message given as its English text (the domain's field messages and refusals, whose text is their
 * id: @ibc/domain message-text.ts) in the page's language; a text the catalogue does not hold (the
 * API's answers, already in the page's language) is shown as it came.
 */
export function messageText(i18n: I18n, text: string): string {
  if (i18n.locale === 'en' || !text) return text;
  const messages = i18n.messages;
  let translate = textTranslators.get(messages);
  if (!translate) {
    // The catalogue's own ids (not the placeholder the first render reads from: startLanguage).
    const ids = new Set(Object.keys(messages));
    translate = messageTranslator({
      ids: () => ids,
      has: (id) => ids.has(id),
      translate: (id, values) => i18n._(id, values),
    });
    textTranslators.set(messages, translate);
  }
  return translate(text);
}
