// Every `import ... from 'zod'` of the web build (the app's and @ibc/domain's) resolves to this file
// (vite.config.ts, resolve.alias), so this runs after Zod loads and before any schema is built.
// The site's Content-Security-Policy has no 'unsafe-eval': Zod would compile
// object parsers with `new Function`, and even its probe for that is reported as a CSP violation.
// Jitless parsing needs no eval. It must be set before the first z.object() is created, which is
// why a config call in main.tsx is too late: the bundle builds the shared schemas first.
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
