// A PO catalogue imported by the app is compiled to its messages by the Lingui Vite plugin.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
