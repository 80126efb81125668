// Builds dist/ when it is missing or older than src/: the demo and the e2e tests use the built
// files, which is what users get.
import { execSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const OUTPUTS = ['dist/space-booking.js', 'dist/space-booking.mjs', 'dist/embed.html', 'dist/embed.js', 'dist/configure.html', 'dist/custom-elements.json'];

function newest(dir) {
  let time = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    time = Math.max(time, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return time;
}

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** True when it built. */
export function buildIfStale() {
  const oldest = Math.min(...OUTPUTS.map(mtime));
  const sources = Math.max(newest('src'), newest('public'), mtime('vite.config.ts'), mtime('package.json'));
  if (oldest > 0 && oldest >= sources) return false;
  execSync('npm run build', { stdio: 'inherit' });
  return true;
}
