import { execSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time under `dir` (0 when missing). */
function newest(dir: string): number {
  let time = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    time = Math.max(time, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return time;
}

/** The e2e tests exercise dist/, what users get: build it when it is missing or older than src/. */
export default function globalSetup(): void {
  const built = ['dist/space-booking.js', 'dist/space-booking.mjs', 'dist/embed.html', 'dist/embed.js'];
  const oldest = Math.min(...built.map((file) => { try { return statSync(file).mtimeMs; } catch { return 0; } }));
  if (oldest === 0 || newest('src') > oldest) execSync('npm run build', { stdio: 'inherit' });
}
