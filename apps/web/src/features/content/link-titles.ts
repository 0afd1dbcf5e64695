import { createContext } from 'react';
import type { Text } from '@/lib/i18n';

/**
 * The title of a page of another feature a section's landing page links to ('/account/login'), in the
 * route table's words (the app layer provides it: a feature does not read the route table).
 */
export const ContentLinkTitles = createContext<(path: string) => Text | undefined>(() => undefined);
