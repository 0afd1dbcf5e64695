// `npm start`: build the web app when its sources changed, then run the API + site in this process
// (so Ctrl-C reaches the server directly and it closes the database cleanly).
// `--no-web-build` skips the build check (the restart bench: a start measured is the API's alone).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

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

register();
await import(path.join(root, 'apps/api/src/main.ts'));
