// `npm run demo`: builds dist/ if needed, starts the sandbox API (real clock, no test routes)
// and serves the demo page. Three local origins, as in production:
//   http://127.0.0.1:4010  the sandbox API          (SANDBOX_PORT)
//   http://127.0.0.1:4173  the widget files (dist/)  (DEMO_WIDGET_PORT); the docs' snippets load from here
//   http://127.0.0.1:4174  the demo page, a "host site" (DEMO_PORT)
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';
import { startStaticServer } from './static-server.mjs';

const HOST = '127.0.0.1';
const SANDBOX_PORT = Number(process.env.SANDBOX_PORT ?? 4010);
const WIDGET_PORT = Number(process.env.DEMO_WIDGET_PORT ?? 4173);
const DEMO_PORT = Number(process.env.DEMO_PORT ?? 4174);
const sandboxUrl = `http://${HOST}:${SANDBOX_PORT}`;

buildIfStale();

async function healthy() {
  try {
    return (await fetch(`${sandboxUrl}/health`)).ok;
  } catch {
    return false;
  }
}

let sandbox = null;
if (await healthy()) {
  console.log(`Using the sandbox already running on ${sandboxUrl}`);
} else {
  const env = { ...process.env, SANDBOX_PORT: String(SANDBOX_PORT), SANDBOX_HOST: HOST };
  delete env.SANDBOX_TEST_MODE;
  delete env.SANDBOX_NOW;
  sandbox = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], { env, stdio: 'inherit' });
  sandbox.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      console.error(`The sandbox stopped (exit code ${code}).`);
      process.exit(1);
    }
  });
  for (let i = 0; i < 100 && !(await healthy()); i++) await new Promise((r) => setTimeout(r, 100));
  if (!(await healthy())) {
    console.error(`The sandbox did not answer on ${sandboxUrl}/health`);
    sandbox.kill();
    process.exit(1);
  }
}

const servers = [];
try {
  servers.push(
    await startStaticServer({
      port: WIDGET_PORT,
      host: HOST,
      mounts: [['/', 'dist'], ['/demo/', 'demo']],
      readme: ['README.md', 'docs'],
    }),
    await startStaticServer({ port: DEMO_PORT, host: HOST, mounts: [['/demo/', 'demo']], redirectRoot: '/demo/' }),
  );
} catch (error) {
  console.error(`Could not serve the demo: ${error.message} (is another demo running?)`);
  sandbox?.kill();
  process.exit(1);
}

const query =
  WIDGET_PORT === 4173 && SANDBOX_PORT === 4010
    ? ''
    : `?widget-origin=${encodeURIComponent(`http://${HOST}:${WIDGET_PORT}`)}&api-base=${encodeURIComponent(`${sandboxUrl}/v1`)}`;
console.log(`
  Demo:          http://${HOST}:${DEMO_PORT}/demo/${query}
  Widget files:  http://${HOST}:${WIDGET_PORT}/space-booking.js (also /space-booking.mjs, /embed.html)
  API base:      ${sandboxUrl}/v1
  Configurator:  http://${HOST}:${WIDGET_PORT}/configure.html?api-base=${encodeURIComponent(`${sandboxUrl}/v1`)}

Press Ctrl+C to stop.`);

function stop() {
  for (const server of servers) server.close();
  sandbox?.kill('SIGTERM');
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
