/**
 * The servers the Playwright config starts (see `webServer` in playwright.config.ts), started
 * here in-process: the sandbox in test mode with its clock pinned on 4010, and the static server
 * for dist/, the e2e pages and the snippets of the README and docs/ on 4173 (the widget's origin) and 4174 (a host
 * site). Every HTML page they serve loads e2e/pages/engine-probe.js first.
 */
import type { Server } from 'node:http';
import { createSandbox, type Sandbox } from '../../sandbox/server';
import { startStaticServer } from '../../scripts/static-server.mjs';
import { HOST_ORIGIN, SANDBOX_NOW, SANDBOX_ORIGIN, WIDGET_ORIGIN } from '../support/origins';

export interface Servers {
  sandbox: Sandbox;
  close(): Promise<void>;
}

/** The probe, started at the sandbox's "now" (see engine-probe.js). */
export const PROBE_SCRIPT = `/pages/engine-probe.js?now=${encodeURIComponent(SANDBOX_NOW)}`;

const portOf = (origin: string) => Number(new URL(origin).port);

export async function startServers(): Promise<Servers> {
  const sandbox = createSandbox({ testMode: true, now: () => new Date(SANDBOX_NOW) });
  await sandbox.listen(portOf(SANDBOX_ORIGIN), '127.0.0.1').catch(explainBusyPort);
  const statics: Server[] = [];
  try {
    for (const origin of [WIDGET_ORIGIN, HOST_ORIGIN]) {
      statics.push(
        await startStaticServer({
          port: portOf(origin),
          mounts: [['/', 'dist'], ['/pages/', 'e2e/pages']],
          readme: ['README.md', 'docs'],
          headScript: PROBE_SCRIPT,
        }).catch(explainBusyPort),
      );
    }
  } catch (error) {
    await Promise.all([sandbox.close(), ...statics.map(closeServer)]);
    throw error;
  }
  return {
    sandbox,
    close: async () => {
      await Promise.all([sandbox.close(), ...statics.map(closeServer)]);
    },
  };
}

function explainBusyPort(error: NodeJS.ErrnoException): never {
  if (error.code !== 'EADDRINUSE') throw error;
  throw new Error(`${error.message}: stop \`npm run demo\` / \`npm run sandbox\` (or run the suite in its own network namespace)`);
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
