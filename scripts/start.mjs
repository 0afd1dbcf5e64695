// `npm start`: build the web app when its sources changed, then run the API + site in this process
// (so Ctrl-C reaches the server directly and it closes the database cleanly).
// `--no-web-build` skips the build check (the restart bench: a start measured is the API's alone);
// `--web-build-only` does the check and the build, and starts nothing (npm run prod:local).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// V8 keeps the compiled code of the modules on disk (the OS temporary folder) between starts;
// written once the server listens, below, since a killed process writes nothing.
module.enableCompileCache?.();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = path.join(root, 'apps/web/dist/index.html');

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'packages/domain/src',
];
const sourcesChanged = () =>
  Math.max(...sources.map((s) => newestMtime(path.join(root, s)))) > newestMtime(distIndex);
const buildCheck = !process.argv.includes('--no-web-build');
if (buildCheck && (!fs.existsSync(distIndex) || sourcesChanged())) {
  console.log('  Building the web app...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (process.argv.includes('--web-build-only')) process.exit(0);

register();
resolveDrizzleQuickly();
loadDependenciesWithoutTsx();
await import(path.join(root, 'apps/api/src/main.ts'));
module.flushCompileCache?.();

/**
 * Node (22, 24) parses a package's whole package.json `exports` again for every file of the package it
 * resolves or loads. drizzle-orm's is 180 kB and the API loads some 400 of its files: that took 1-2 s of
 * each start. Its files import each other by relative path with the extension and are all ES modules
 * ("type": "module", .cjs for CommonJS), so those need no package.json and are answered here; the
 * API's own imports of drizzle-orm are resolved once per specifier, workspace and conditions.
 */
function resolveDrizzleQuickly() {
  if (typeof module.registerHooks !== 'function') return;
  const marker = '/node_modules/drizzle-orm/';
  const insideDrizzle = (url) => {
    const at = url.lastIndexOf(marker);
    return at >= 0 && !url.includes('/node_modules/', at + marker.length);
  };
  const resolved = new Map();
  const workspaces = new Map();
  module.registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL;
      if (parent?.startsWith('file:') && insideDrizzle(parent) && /^\.\.?\/.*\.[cm]?js$/.test(specifier)) {
        const format = specifier.endsWith('.cjs') ? 'commonjs' : 'module';
        return { url: new URL(specifier, parent).href, format, shortCircuit: true };
      }
      if (
        (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) &&
        parent?.startsWith('file:') &&
        !parent.includes('/node_modules/')
      ) {
        const key = `${specifier}\0${workspaceOf(parent, workspaces)}\0${context.conditions?.join()}`;
        let result = resolved.get(key);
        if (!result) resolved.set(key, (result = { ...nextResolve(specifier, context), shortCircuit: true }));
        return result;
      }
      return nextResolve(specifier, context);
    },
  });
}

/**
 * tsx's loader reads, decodes and scans every module for TypeScript, the installed packages' too, and
 * rewrites their dynamic imports: a fifth of the load. An installed package's ES module (.js, .mjs)
 * is plain JavaScript written for Node itself, so it is read here as Node's own loader would read it.
 * (CommonJS keeps going through tsx: a hook that hands Node its source changes how it is loaded.)
 */
function loadDependenciesWithoutTsx() {
  if (typeof module.registerHooks !== 'function') return;
  module.registerHooks({
    load(url, context, nextLoad) {
      if (
        context.format === 'module' &&
        url.startsWith('file:') &&
        url.includes('/node_modules/') &&
        /\.m?js$/.test(url)
      ) {
        return { format: 'module', source: fs.readFileSync(new URL(url)), shortCircuit: true };
      }
      return nextLoad(url, context);
    },
  });
}

/** The folder of the nearest package.json above a file: where its bare imports are looked up from. */
function workspaceOf(fileUrl, workspaces) {
  let dir = path.dirname(fileURLToPath(fileUrl));
  const seen = [];
  let found;
  for (;;) {
    found = workspaces.get(dir);
    if (found !== undefined) break;
    seen.push(dir);
    if (fs.existsSync(path.join(dir, 'package.json')) || path.dirname(dir) === dir) {
      found = dir;
      break;
    }
    dir = path.dirname(dir);
  }
  for (const d of seen) workspaces.set(d, found);
  return found;
}
