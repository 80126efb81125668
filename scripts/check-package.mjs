// `npm run test:package`: checks the package as an integrator gets it. Packs the built files once
// (`npm pack`; builds first when dist/ or sandbox-dist/ is missing or older than the sources),
// then:
//   - @arethetypeswrong/cli (ESM profile) and publint (no message at any level) on the tarball;
//   - no export of a file that must be served rather than bundled;
//   - installs the tarball into an empty folder and type-checks the consumer projects of
//     scripts/package-consumers/ (one per moduleResolution: nodenext, bundler; and a React
//     project, with @types/react and docs/embedding.md's declaration of the element in JSX) against it
//     with the repository's TypeScript; each has a @ts-expect-error line that fails if a type
//     were `any`;
//   - imports the module in Node, as a server rendering a page does (no DOM);
//   - runs `npx space-booking-sandbox` from that folder: `--help`, the printed URL and seed spaces,
//     `/health` and a public route, on a free port of 127.0.0.1.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CONSUMERS = join(ROOT, 'scripts/package-consumers');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const BIN = 'space-booking-sandbox';
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

/** What `npm run build` writes, and what it is built from. */
const OUTPUTS = ['dist/space-booking.mjs', 'dist/space-booking.js', 'dist/space-booking.d.mts', 'dist/embed.js', 'sandbox-dist/space-booking-sandbox.js'];
const SOURCES = ['src', 'sandbox', 'vite.config.ts', 'tsconfig.build.json', 'scripts/build.mjs', 'scripts/custom-elements.ts'];

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

function buildIfStale() {
  const built = OUTPUTS.map((file) => join(ROOT, file));
  const oldest = built.every((file) => existsSync(file)) ? Math.min(...built.map(newest)) : 0;
  if (oldest > 0 && oldest >= Math.max(...SOURCES.map((source) => newest(join(ROOT, source))))) return;
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
}

/** Runs a command; resolves with its output, or throws with it (a failed check shows why). */
function run(command, args, options = {}) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: 'pipe', ...options });
  } catch (error) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
  }
}

/** A port nothing listens on now, on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

let work; // the temporary folder: the tarball, and the consumer that installed it
let tarball;

before(() => {
  buildIfStale();
  work = mkdtempSync(join(tmpdir(), 'space-booking-package-'));
  const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], { cwd: ROOT }));
  tarball = join(work, packed.filename);

  // An empty project that installs the tarball, as an integrator would (its dependencies come
  // from npm's cache when they are there, which `npm ci` filled).
  const consumer = join(work, 'consumer');
  cpSync(CONSUMERS, consumer, { recursive: true });
  writeFileSync(join(consumer, 'package.json'), `${JSON.stringify({ name: 'space-booking-consumer', private: true, type: 'module' }, null, 2)}\n`);
  // React's types at the repository's version, for the React consumer.
  const reactTypes = `@types/react@${pkg.devDependencies['@types/react']}`;
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--no-package-lock', '--loglevel=error', tarball, reactTypes], {
    cwd: consumer,
  });
  // The React consumer declares the element in JSX exactly as docs/embedding.md says.
  const declaration = /<!-- types: react-jsx -->\s*\n```ts\n([\s\S]*?)\n```/.exec(readFileSync(join(ROOT, 'docs', 'embedding.md'), 'utf8'));
  assert.ok(declaration, 'docs/embedding.md: the `types: react-jsx` block is missing');
  writeFileSync(join(consumer, 'bundler-react', 'space-booking.d.ts'), `${declaration[1]}\n`);
});

after(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

test('the tarball holds the built files and the sandbox, nothing of the sources', () => {
  const files = run('tar', ['-tzf', tarball]).split('\n').filter(Boolean);
  for (const file of ['package/dist/space-booking.mjs', 'package/dist/space-booking.d.mts', 'package/dist/custom-elements.json', `package/${pkg.bin[BIN].replace(/^\.\//, '')}`]) {
    assert.ok(files.includes(file), `${file} is missing from the tarball`);
  }
  assert.deepEqual(files.filter((file) => /^package\/(src|sandbox|scripts|e2e)\//.test(file)), []);
});

test('the package exports no file that must be served rather than bundled', () => {
  // The one-tag script and the iframe page (package.json's sideEffects) load the widget's module
  // by their own address, which a bundle does not keep: they are served from dist/ as it is.
  const served = new Set(pkg.sideEffects);
  assert.deepEqual(
    Object.entries(pkg.exports).filter(([, target]) => Object.values(typeof target === 'string' ? { target } : target).some((file) => served.has(file))),
    [],
  );
});

test('@arethetypeswrong/cli finds no problem (ESM profile)', () => {
  run('npx', ['--no-install', 'attw', tarball, '--profile', 'esm-only'], { cwd: ROOT });
});

test('publint has nothing to say, suggestions included', async () => {
  const { publint } = await import('publint');
  const { formatMessage } = await import('publint/utils');
  const bytes = readFileSync(tarball);
  const { messages, pkg: packed } = await publint({ pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) }, level: 'suggestion', strict: true });
  assert.deepEqual(
    messages.map((message) => `${message.type}: ${formatMessage(message, packed, { color: false })}`),
    [],
  );
});

for (const consumer of readdirSync(CONSUMERS)) {
  test(`a TypeScript project (${consumer}) type-checks against the installed package`, () => {
    const project = join(work, 'consumer', consumer);
    const options = JSON.parse(readFileSync(join(project, 'tsconfig.json'), 'utf8')).compilerOptions;
    assert.equal(options.moduleResolution.toLowerCase(), consumer.split('-')[0], 'each consumer is named after its moduleResolution');
    const index = ['index.ts', 'index.tsx'].map((file) => join(project, file)).find((file) => existsSync(file));
    assert.match(readFileSync(index, 'utf8'), /@ts-expect-error/, 'proves the types are not `any`');
    run(process.execPath, [TSC, '-p', project]);
  });
}

test('a server rendering a page imports the module without a DOM, and defining the element there does nothing', () => {
  const script = [
    "const { defineSpaceBooking, SpaceBookingElement, TAG_NAME } = await import('space-booking');",
    'defineSpaceBooking();',
    "console.log(typeof SpaceBookingElement, TAG_NAME, typeof globalThis.customElements);",
  ].join('\n');
  const output = run(process.execPath, ['--input-type=module', '--eval', script], { cwd: join(work, 'consumer') });
  assert.equal(output.trim(), 'function space-booking undefined');
});

test(`npx ${BIN} --help lists the options`, () => {
  const help = run('npx', ['--no-install', BIN, '--help'], { cwd: join(work, 'consumer') });
  for (const option of ['--port', '--now', '--host', '--test-mode', 'SANDBOX_PORT', 'SANDBOX_NOW']) assert.match(help, new RegExp(option));
});

test(`npx ${BIN} --port <port> serves the API from the installed package, without tsx or any other package`, async () => {
  const consumer = join(work, 'consumer');
  assert.equal(existsSync(join(consumer, 'node_modules/tsx')), false, 'the installed package brings no tsx');
  // Its code is bundled, date-fns-tz's offset reader included: installing it installs nothing else.
  assert.deepEqual(Object.keys(pkg.dependencies ?? {}), []);
  assert.equal(existsSync(join(consumer, 'node_modules/date-fns-tz')), false, 'the installed package brings no date-fns-tz');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Its own process group, so the sandbox under npx stops with it.
  const child = spawn('npx', ['--no-install', BIN, '--port', String(port), '--now', '2026-03-27T09:00:00Z'], {
    cwd: consumer,
    env: { ...process.env, SANDBOX_HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no seed spaces printed within 30 s:\n${output}`)), 30_000);
      const read = (chunk) => {
        output += chunk;
        if (/failure-lab/.test(output)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.setEncoding('utf8').on('data', read);
      child.stderr.setEncoding('utf8').on('data', read);
      child.on('exit', (code) => reject(new Error(`the sandbox exited with ${code}:\n${output}`)));
    });
    assert.match(output, new RegExp(`listening on ${origin}\\b`));
    assert.match(output, new RegExp(`API base: ${origin}/v1`));
    for (const handle of ['harbour-yoga', 'quiet-house', 'failure-lab']) assert.match(output, new RegExp(`^\\s+${handle}\\s`, 'm'));

    const health = await (await fetch(`${origin}/health`)).json();
    assert.deepEqual(health, { status: 'ok', database: 'ok', timestamp: '2026-03-27T09:00:00.000Z' });
    const profile = await fetch(`${origin}/v1/public/harbour-yoga`);
    assert.equal(profile.status, 200);
    assert.equal((await profile.json()).handle, 'harbour-yoga');
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
});
