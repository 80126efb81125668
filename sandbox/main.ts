/**
 * The sandbox's command line: `npm run sandbox` in the repository, `npx space-booking-sandbox`
 * from the installed package (this file built to sandbox-dist/ by `npm run build`).
 * Flags win over the environment; `--help` lists both.
 */
import { parseArgs } from 'node:util';
import { SEED_SPACES, type SeedSpace } from './seed';
import { createSandbox } from './server';

const HELP = `Usage: space-booking-sandbox [options]

A local Space Platform API (the public routes) with seed spaces, for developing against
<space-booking> without a real space. API base: http://<host>:<port>/v1

Options:
  --port <number>   port to listen on; 0 picks a free one   (SANDBOX_PORT, default 4010)
  --host <address>  address to listen on                    (SANDBOX_HOST, default 127.0.0.1)
  --now <instant>   pin the clock, e.g. 2026-03-27T09:00:00Z (SANDBOX_NOW, default real time)
  --test-mode       control routes under /__sandbox/        (SANDBOX_TEST_MODE=1)
  -h, --help        show this help
`;

function fail(message: string): never {
  console.error(`${message} (--help lists the options)`);
  process.exit(1);
}

/** The command-line flags; an unknown flag or a missing value ends the process with the help. */
function readFlags() {
  try {
    return parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        now: { type: 'string' },
        'test-mode': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    return fail((error as Error).message);
  }
}

const flags = readFlags();
if (flags.help) {
  console.log(HELP);
  process.exit(0);
}

const portText = flags.port ?? process.env.SANDBOX_PORT ?? '4010';
const port = Number(portText);
const host = flags.host ?? process.env.SANDBOX_HOST ?? '127.0.0.1';
const pinned = flags.now ?? process.env.SANDBOX_NOW;
const testMode = flags['test-mode'] === true || process.env.SANDBOX_TEST_MODE === '1';

if (!/^\d+$/.test(portText) || port > 65535) {
  fail(`${flags.port !== undefined ? '--port' : 'SANDBOX_PORT'} must be a port number, got ${portText}`);
}
if (pinned !== undefined && Number.isNaN(Date.parse(pinned))) {
  fail(`${flags.now !== undefined ? '--now' : 'SANDBOX_NOW'} must be an ISO 8601 instant, got ${pinned}`);
}

/** One line per seed space: what a developer needs to pick one. Archived types are not listed by the API, nor here. */
function describeSpace(space: SeedSpace): string {
  const types = space.booking_types.filter((type) => !type.archived).length;
  const facts = [space.name, space.timezone, space.currency, space.locales.join('/'), `${types} booking type${types === 1 ? '' : 's'}`];
  if (!space.accepts_bookings) facts.push('takes no bookings');
  return `${space.handle.padEnd(14)} ${facts.join(', ')}`;
}

const sandbox = createSandbox({
  testMode,
  ...(pinned !== undefined ? { now: () => new Date(pinned) } : {}),
});
/** Listens, or ends the process with one line saying why it cannot (a port in use, an address not of this machine). */
async function listen(): Promise<string> {
  try {
    return (await sandbox.listen(port, host)).url;
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    if (code === 'EADDRINUSE') return fail(`port ${port} of ${host} is in use: choose another with --port (0 picks a free one)`);
    return fail(`cannot listen on ${host} port ${port}: ${message}`);
  }
}

const url = await listen();
console.log(`Space Platform sandbox listening on ${url}`);
console.log(`  API base: ${url}/v1   health: ${url}/health`);
if (pinned !== undefined) console.log(`  clock pinned at ${new Date(pinned).toISOString()}`);
if (testMode) console.log(`  test mode: control routes under ${url}/__sandbox/`);
console.log(`  seed spaces (profile at ${url}/v1/public/<handle>):`);
for (const space of SEED_SPACES) console.log(`    ${describeSpace(space)}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void sandbox.close().then(() => process.exit(0)));
}
