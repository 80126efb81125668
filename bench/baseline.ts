/**
 * The build the bench compares the widget with: the one before the change being judged, built
 * from its own commit into bench/baseline-dist/ (git-ignored), once per commit.
 *
 * The commit is checked out in a temporary git worktree that borrows this checkout's
 * node_modules, and built there by that commit's own bench/setup.ts (`buildWidget`, or
 * `buildScript` in the commits before the module graph: `vite build --mode beside-script`, then
 * `vite build`), with its own vite.config.ts and sources: what `npm run build` gave at that
 * commit, without touching dist/ or the work in progress here. `baseline.json` in the folder
 * names the commit it holds; another commit's folder is built again.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { log } from './setup';

/** The last commit before the widget became one ES-module graph (a classic script per first view). */
export const BASELINE_REV = '217c033';
export const BASELINE_DIR = 'bench/baseline-dist';

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/** Builds `rev` into `dir` unless `dir` holds that commit's build already; returns the full commit id. */
export function ensureBaseline(rev = BASELINE_REV, dir = BASELINE_DIR): string {
  const commit = git('rev-parse', '--verify', `${rev}^{commit}`);
  const stamp = join(dir, 'baseline.json');
  if (existsSync(stamp) && (JSON.parse(readFileSync(stamp, 'utf8')) as { commit: string }).commit === commit) return commit;

  log(`building the baseline, ${commit.slice(0, 7)} (${git('log', '-1', '--format=%s', commit).slice(0, 70)}), into ${dir}/`);
  const scratch = mkdtempSync(join(tmpdir(), 'space-booking-baseline-'));
  const tree = join(scratch, 'tree');
  git('worktree', 'add', '--quiet', '--detach', tree, commit);
  try {
    symlinkSync(resolve('node_modules'), join(tree, 'node_modules'));
    const builder = join(scratch, 'build.mts');
    writeFileSync(
      builder,
      [
        `const setup = await import(${JSON.stringify(join(tree, 'bench/setup.ts'))});`,
        'await (setup.buildWidget ?? setup.buildScript)(process.argv[2]);',
        '',
      ].join('\n'),
    );
    rmSync(dir, { recursive: true, force: true });
    execFileSync(process.execPath, [resolve('node_modules/tsx/dist/cli.mjs'), builder, resolve(dir)], {
      cwd: tree,
      stdio: 'inherit',
      // An older vite.config.ts may import without file extensions, which Vite warns about on every build.
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    });
    writeFileSync(stamp, `${JSON.stringify({ commit })}\n`);
  } finally {
    git('worktree', 'remove', '--force', tree);
    rmSync(scratch, { recursive: true, force: true });
  }
  return commit;
}
