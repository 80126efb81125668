/**
 * `npm run sandbox`. Environment:
 *   SANDBOX_PORT (4010), SANDBOX_HOST (127.0.0.1),
 *   SANDBOX_NOW (ISO instant: pins the clock), SANDBOX_TEST_MODE=1 (control routes under /__sandbox/).
 */
import { createSandbox } from './server';

const port = Number(process.env.SANDBOX_PORT ?? 4010);
const host = process.env.SANDBOX_HOST ?? '127.0.0.1';
const pinned = process.env.SANDBOX_NOW;
const testMode = process.env.SANDBOX_TEST_MODE === '1';

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`SANDBOX_PORT must be a port number, got ${process.env.SANDBOX_PORT}`);
  process.exit(1);
}
if (pinned !== undefined && Number.isNaN(Date.parse(pinned))) {
  console.error(`SANDBOX_NOW must be an ISO 8601 instant, got ${pinned}`);
  process.exit(1);
}

const sandbox = createSandbox({
  testMode,
  ...(pinned !== undefined ? { now: () => new Date(pinned) } : {}),
});
const { url } = await sandbox.listen(port, host);
console.log(`Space Platform sandbox listening on ${url}`);
console.log(`  API base: ${url}/v1   health: ${url}/health`);
if (pinned !== undefined) console.log(`  clock pinned at ${new Date(pinned).toISOString()}`);
if (testMode) console.log(`  test mode: control routes under ${url}/__sandbox/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void sandbox.close().then(() => process.exit(0)));
}
