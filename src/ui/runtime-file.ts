import { batch, signal, type ReadonlySignal } from '@preact/signals';
import { loadBesideScript } from '../shared/beside-script';
import type { BesideScriptName } from '../shared/beside-script-files';
import { onDemand } from '../shared/on-demand';

/**
 * How long a file may take before its view says it could not load (Try again, Back): one that
 * stalls would otherwise leave the visitor before a placeholder. It is used all the same when it
 * comes later.
 */
export const FILE_TIME_LIMIT_MS = 15_000;

const timeLimit = (what: string) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer within ${FILE_TIME_LIMIT_MS / 1000} s`)), FILE_TIME_LIMIT_MS));

/** A file beside the script that runs on what the first view hands it (./first-view-runtime.ts). */
export interface RuntimeFile<Module> {
  /** Its module once it has loaded: one per page, shared by every widget. */
  module: ReadonlySignal<Module | null>;
  /** The last attempt to load it failed; the next `load` asks again. */
  failed: ReadonlySignal<boolean>;
  /** Loads it, once; a failed load (or one past the time limit) is forgotten, so the next call asks again. */
  load(): Promise<Module | null>;
}

/**
 * The file `name` beside the script (the booking step, the schedule, the popup), whose module is
 * handed `runtime` as soon as it has loaded, before anything of it runs. `what` names it in the
 * console when it cannot load.
 */
export function runtimeFile<Runtime, Module extends { provide(runtime: Runtime): void }>(
  name: BesideScriptName,
  what: string,
  runtime: Runtime,
): RuntimeFile<Module> {
  const module = signal<Module | null>(null);
  const failed = signal(false);
  /** The file has come, in time or late: it runs from now on. */
  const arrived = (loaded: Module): Module => {
    if (module.peek()) return module.peek()!;
    loaded.provide(runtime);
    batch(() => {
      module.value = loaded;
      failed.value = false;
    });
    return loaded;
  };
  const file = onDemand(() => Promise.race([loadBesideScript<Module>(name).then(arrived), timeLimit(what)]), what, 'forget');
  return {
    module,
    failed,
    async load() {
      const loaded = (await file()) ?? module.peek();
      failed.value = !loaded;
      return loaded;
    },
  };
}
