import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'vite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SEED_SPACES } from './seed';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsxCli = fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url));
/** The command line as the package ships it (`vite build --mode sandbox`), built once into a folder of its own. */
const outDir = mkdtempSync(join(tmpdir(), 'space-booking-sandbox-'));
const bin = join(outDir, 'space-booking-sandbox.js');
let child: ChildProcess | null = null;
let printed = '';
/** The help of `npm run sandbox` (tsx sandbox/main.ts), asked for while the tests run. */
let helpFromSource: Promise<string>;

beforeAll(async () => {
  helpFromSource = promisify(execFile)(process.execPath, [tsxCli, 'sandbox/main.ts', '--help'], { cwd: root, encoding: 'utf8' }).then(({ stdout }) => stdout);
  // Awaited by its test; a failure is its test's.
  helpFromSource.catch(() => {});
  await build({ root, mode: 'sandbox', logLevel: 'warn', build: { outDir } });
}, 60_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

afterEach(() => {
  child?.kill('SIGTERM');
  child = null;
});

/** Starts the built command line with Node and resolves with the URL it prints, once it has printed the seed spaces. */
function start(env: Record<string, string>, args: string[] = []): Promise<string> {
  printed = '';
  child = spawn(process.execPath, [bin, ...args], {
    cwd: root,
    env: { ...process.env, SANDBOX_PORT: '0', SANDBOX_HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      printed = out;
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m && out.includes(SEED_SPACES.at(-1)!.handle)) resolve(m[1]!);
    });
    child!.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child!.on('exit', (code) => reject(new Error(`sandbox exited with ${code}: ${out}`)));
  });
}

describe('the sandbox command line (space-booking-sandbox)', () => {
  it('pins the clock to SANDBOX_NOW and hides control routes without SANDBOX_TEST_MODE', async () => {
    const url = await start({ SANDBOX_NOW: '2026-03-27T09:00:00Z' });
    const health = (await (await fetch(`${url}/health`)).json()) as { timestamp: string };
    expect(health.timestamp).toBe('2026-03-27T09:00:00.000Z');
    expect((await fetch(`${url}/__sandbox/requests`)).status).toBe(404);
  });

  it('enables control routes with SANDBOX_TEST_MODE=1', async () => {
    const url = await start({ SANDBOX_TEST_MODE: '1' });
    expect((await fetch(`${url}/__sandbox/requests`)).status).toBe(200);
    // Unpinned: the clock is real time.
    const health = (await (await fetch(`${url}/health`)).json()) as { timestamp: string };
    expect(Math.abs(Date.parse(health.timestamp) - Date.now())).toBeLessThan(60_000);
  });

  it('refuses a SANDBOX_NOW that is not an instant', async () => {
    await expect(start({ SANDBOX_NOW: 'yesterday' })).rejects.toThrow(/SANDBOX_NOW/);
  });

  it('prints the API base and every seed space with what tells them apart', async () => {
    const url = await start({});
    expect(printed).toContain(`API base: ${url}/v1`);
    for (const space of SEED_SPACES) expect(printed).toMatch(new RegExp(`^ +${space.handle} +${space.name}, ${space.timezone}, `, 'm'));
    expect(printed).toMatch(/^ +quiet-house .*takes no bookings$/m);
    expect(printed).not.toMatch(/^ +harbour-yoga .*takes no bookings$/m);
  });

  it('counts the booking types the API lists, archived ones left out', async () => {
    const url = await start({});
    const listed = (await (await fetch(`${url}/v1/public/harbour-yoga/booking-types?limit=100`)).json()) as { data: unknown[] };
    expect(printed).toMatch(new RegExp(`^ +harbour-yoga .*, ${listed.data.length} booking types$`, 'm'));
    expect(printed).toMatch(/^ +tide-sydney .*, 30 booking types$/m);
  });

  it('says in one line that a port is in use', async () => {
    const url = await start({});
    const busy = new URL(url).port;
    const first = child!;
    child = null;
    try {
      await expect(start({}, ['--port', busy])).rejects.toThrow(new RegExp(`sandbox exited with 1: port ${busy} of 127\\.0\\.0\\.1 is in use: choose another with --port \\(0 picks a free one\\) \\(--help lists the options\\)\\n$`));
    } finally {
      first.kill('SIGTERM');
    }
  });

  it('takes --port and --now over the environment', async () => {
    const free = await start({});
    const port = new URL(free).port;
    child!.kill('SIGTERM');
    await new Promise((resolve) => child!.once('exit', resolve));
    const url = await start({ SANDBOX_PORT: 'not-a-port', SANDBOX_NOW: 'yesterday' }, ['--port', port, '--now', '2026-03-27T09:00:00Z']);
    expect(url).toBe(free);
    const health = (await (await fetch(`${url}/health`)).json()) as { timestamp: string };
    expect(health.timestamp).toBe('2026-03-27T09:00:00.000Z');
  });

  it('refuses an unknown flag or a port that is not a number, naming it', async () => {
    await expect(start({}, ['--prot', '4010'])).rejects.toThrow(/Unknown option '--prot'.*--help/);
    await expect(start({}, ['--port', '80a'])).rejects.toThrow(/--port must be a port number, got 80a/);
  });

  it('--help lists every flag with its environment variable, and starts nothing', () => {
    const help = execFileSync(process.execPath, [bin, '--help'], { cwd: root, encoding: 'utf8' });
    for (const [flag, variable] of [['--port', 'SANDBOX_PORT'], ['--host', 'SANDBOX_HOST'], ['--now', 'SANDBOX_NOW'], ['--test-mode', 'SANDBOX_TEST_MODE']]) {
      expect(help).toMatch(new RegExp(`${flag}\\b.*\\(${variable}\\b`));
    }
    expect(help).not.toContain('listening');
  });

  it('runs from its source as `npm run sandbox` (tsx sandbox/main.ts), the same program', async () => {
    expect(await helpFromSource).toBe(execFileSync(process.execPath, [bin, '--help'], { cwd: root, encoding: 'utf8' }));
  });
});
