// `npm run build`: the browser build (see vite.config.ts), one type declaration file bundled
// from src/index.ts, the Custom Elements Manifest (scripts/custom-elements-manifest.ts) and the sandbox's
// command line for Node (sandbox-dist/), each written to a scratch directory and then swapped in
// for dist/ and sandbox-dist/ at once, so a server or test reading them never sees them half-built.
import { execFileSync } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';

// Per process: builds started at the same time (several test runs) must not share a scratch directory.
const SCRATCH = `node_modules/.cache/space-booking/build-${process.pid}`;
const OUTPUTS = ['dist', 'sandbox-dist'];
const next = (output) => `${SCRATCH}/${output}-next`;
const old = (output) => `${SCRATCH}/${output}-old`;

const run = (command, ...args) => execFileSync('npx', ['--no-install', command, ...args], { stdio: 'inherit' });

try {
  const dist = next('dist');
  run('vite', 'build', '--outDir', dist);
  // One declaration file with everything src/index.ts exports (and the global element and event
  // maps), no relative imports, so it resolves the same under node16, nodenext and bundler.
  run(
    'dts-bundle-generator',
    '--silent',
    '--project',
    'tsconfig.build.json',
    '--inline-declare-global',
    '--export-referenced-types=false',
    '--no-banner',
    '--out-file',
    `${dist}/space-booking.d.mts`,
    'src/index.ts',
  );
  run('tsx', 'scripts/custom-elements.ts', dist);
  run('vite', 'build', '--mode', 'sandbox', '--outDir', next('sandbox-dist'));
} catch {
  rmSync(SCRATCH, { recursive: true, force: true });
  process.exit(1);
}

// Swap: move the current output aside and this build in. Another build may swap in between;
// then its output is moved aside in turn (the newest build wins).
for (const output of OUTPUTS) {
  for (let attempt = 0; ; attempt++) {
    rmSync(old(output), { recursive: true, force: true });
    try {
      renameSync(output, old(output));
    } catch {
      // not built yet
    }
    try {
      renameSync(next(output), output);
      break;
    } catch (error) {
      if (attempt >= 5 || !['ENOTEMPTY', 'EEXIST'].includes(error.code)) throw error;
    }
  }
}
rmSync(SCRATCH, { recursive: true, force: true });
