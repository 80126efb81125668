import { batch, signal, type ReadonlySignal } from '@preact/signals';
import { addEnglish, type Catalog } from '../i18n/index';
import { onDemand } from '../shared/on-demand';

/**
 * How long a chunk may take, from the call that asks for it, before its view says it could not
 * load (Try again, Back): one that stalls would otherwise leave the visitor before a placeholder.
 * It is used all the same when it comes later.
 */
export const CHUNK_TIME_LIMIT_MS = 15_000;

/** A part of the widget that `import()` brings when it is needed (the booking step, the schedule, the popup). */
export interface LazyModule<Module> {
  /** Its module once it has loaded: one per page, shared by every widget. */
  module: ReadonlySignal<Module | null>;
  /** The last attempt to load it failed; the next `load` asks again. */
  failed: ReadonlySignal<boolean>;
  /**
   * Loads it, once; a failed load is forgotten, so the next call asks again. Null when it failed,
   * or has not come within the time limit of this call.
   */
  load(): Promise<Module | null>;
  /** Resolves when it has come, however late (a stalled load may end in it after all). */
  arrival: Promise<Module>;
}

/**
 * The module `importModule` brings, whose English text (`english`) joins every catalog's last
 * resort as it arrives, before anything of it renders; `what` names it in the console when it
 * cannot load.
 */
export function lazyModule<Module extends { english: Catalog }>(importModule: () => Promise<Module>, what: string): LazyModule<Module> {
  const module = signal<Module | null>(null);
  const failed = signal(false);
  let arrive: (loaded: Module) => void;
  const arrival = new Promise<Module>((resolve) => (arrive = resolve));
  /** It has come, in time or late: it runs from now on. */
  const arrived = (loaded: Module): Module => {
    if (module.peek()) return module.peek()!;
    addEnglish(loaded.english);
    batch(() => {
      module.value = loaded;
      failed.value = false;
    });
    arrive(loaded);
    return loaded;
  };
  const chunk = onDemand(() => importModule().then(arrived), what, 'forget');
  /** The load last said to have stalled. */
  let stalled: Promise<Module | null> | undefined;
  return {
    module,
    failed,
    arrival,
    async load() {
      const loading = chunk();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeUp = new Promise<null>((resolve) => {
        timer = setTimeout(() => {
          // Said once per load that stalls, however many calls wait for it.
          if (stalled !== loading) console.error(`space-booking: ${what} has not loaded within ${CHUNK_TIME_LIMIT_MS / 1000} seconds`);
          stalled = loading;
          resolve(null);
        }, CHUNK_TIME_LIMIT_MS);
      });
      const loaded = (await Promise.race([loading, timeUp])) ?? module.peek();
      clearTimeout(timer);
      failed.value = !loaded;
      return loaded;
    },
  };
}
