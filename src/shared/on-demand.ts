/**
 * How a module loaded on demand treats a failed load: `remember` (an extra the page can do
 * without: the feature stays off for the page's life) or `forget` (what the visitor needs: the
 * next call asks again).
 */
export type AfterFailure = 'remember' | 'forget';

/**
 * A module the code reaches by `load`, an `import()` of a chunk (see vite.config.ts), or the
 * one-tag script's import of the widget's module. Loaded on the first call and shared by every call while it loads
 * or once it has; null when it failed, which the console is told. A caller given null leaves its
 * feature out, never the booking.
 */
export function onDemand<T>(load: () => Promise<T>, what: string, afterFailure: AfterFailure = 'remember'): () => Promise<T | null> {
  let loading: Promise<T | null> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      console.error(`space-booking: ${what} did not load`, error);
      if (afterFailure === 'forget') loading = undefined;
      return null;
    }));
}
