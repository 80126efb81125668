// `npm run build`: the four Vite builds, the type declarations (see vite.config.ts) and the
// Custom Elements Manifest (src/embed/manifest.ts), written
// to a scratch directory and then swapped in for dist/ at once, so a server or test reading
// dist/ never sees it half-built.
import { execFileSync } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';

// Per process: builds started at the same time (several test runs) must not share a scratch directory.
const NEXT = `node_modules/.cache/space-booking/dist-next-${process.pid}`;
const OLD = `node_modules/.cache/space-booking/dist-old-${process.pid}`;

const run = (command, ...args) => execFileSync('npx', ['--no-install', command, ...args], { stdio: 'inherit' });

try {
  // First the files beside the script: the others load them by their hashed names.
  run('vite', 'build', '--mode', 'beside-script', '--outDir', NEXT);
  run('vite', 'build', '--outDir', NEXT);
  run('vite', 'build', '--mode', 'module', '--outDir', NEXT);
  run('vite', 'build', '--mode', 'frame', '--outDir', NEXT);
  run('tsc', '-p', 'tsconfig.build.json', '--outDir', `${NEXT}/types`);
  run('tsx', 'scripts/custom-elements.ts', NEXT);
  // The first build's record of the hashed names is for the builds after it, not for hosts.
  rmSync(`${NEXT}/.vite`, { recursive: true, force: true });
} catch {
  rmSync(NEXT, { recursive: true, force: true });
  process.exit(1);
}

// Swap: move the current dist/ aside and this build in. Another build may swap in between;
// then its dist/ is moved aside in turn (the newest build wins).
for (let attempt = 0; ; attempt++) {
  rmSync(OLD, { recursive: true, force: true });
  try {
    renameSync('dist', OLD);
  } catch {
    // no dist/ yet
  }
  try {
    renameSync(NEXT, 'dist');
    break;
  } catch (error) {
    if (attempt >= 5 || !['ENOTEMPTY', 'EEXIST'].includes(error.code)) throw error;
  }
}
rmSync(OLD, { recursive: true, force: true });
