// `npm run dev`: the API on :3001 (restarted on change by tsx watch) and Vite with hot reload on :3000,
// proxying /api and /media to the API.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/api/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.API_PORT ?? '3001', HOST: '127.0.0.1' },
  }),
  spawn('npx', ['vite', '--port', process.env.PORT ?? '3000', '--strictPort'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGINT'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && process.exit(code));
