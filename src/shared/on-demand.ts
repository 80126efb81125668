/**
 * A module the code reaches by `load`, an `import()`: in the classic scripts, of a file beside the
 * script (see vite.config.ts). Loaded on the first call and shared by every later one; null once
 * it has failed, which the console is told. Each caller then leaves its feature out, never the booking.
 */
export function onDemand<T>(load: () => Promise<T>, what: string): () => Promise<T | null> {
  let loading: Promise<T | null> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      console.error(`space-booking: ${what} did not load`, error);
      return null;
    }));
}
