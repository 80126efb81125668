import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsxCli = fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url));
let child: ChildProcess | null = null;

afterEach(() => {
  child?.kill('SIGTERM');
  child = null;
});

/** Starts `sandbox/main.ts` like `npm run sandbox` and resolves with the URL it prints. */
function start(env: Record<string, string>): Promise<string> {
  child = spawn(process.execPath, [tsxCli, 'sandbox/main.ts'], {
    cwd: root,
    env: { ...process.env, SANDBOX_PORT: '0', SANDBOX_HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child!.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child!.on('exit', (code) => reject(new Error(`sandbox exited with ${code}: ${out}`)));
  });
}

describe('npm run sandbox', () => {
  it('pins the clock to SANDBOX_NOW and hides control routes without SANDBOX_TEST_MODE', async () => {
    const url = await start({ SANDBOX_NOW: '2026-03-27T09:00:00Z' });
    const health = (await (await fetch(`${url}/health`)).json()) as { timestamp: string };
    expect(health.timestamp).toBe('2026-03-27T09:00:00.000Z');
    expect((await fetch(`${url}/__sandbox/requests`)).status).toBe(404);
  }, 20_000);

  it('enables control routes with SANDBOX_TEST_MODE=1', async () => {
    const url = await start({ SANDBOX_TEST_MODE: '1' });
    expect((await fetch(`${url}/__sandbox/requests`)).status).toBe(200);
    // Unpinned: the clock is real time.
    const health = (await (await fetch(`${url}/health`)).json()) as { timestamp: string };
    expect(Math.abs(Date.parse(health.timestamp) - Date.now())).toBeLessThan(60_000);
  }, 20_000);

  it('refuses a SANDBOX_NOW that is not an instant', async () => {
    await expect(start({ SANDBOX_NOW: 'yesterday' })).rejects.toThrow(/SANDBOX_NOW/);
  }, 20_000);
});
