import { buildIfStale } from '../../scripts/build-if-stale.mjs';

/** The e2e tests exercise dist/, what users get (`npm test` builds first; this covers `npx playwright test`). */
export default function globalSetup(): void {
  buildIfStale();
}
