/** `remember`: an extra the page can do without stays off; `forget`: what the visitor needs is asked again. */
export type AfterFailure = 'remember' | 'forget';

/** Null when the load failed (the console is told): the caller leaves its feature out, never the booking. */
export function onDemand<T>(load: () => Promise<T>, what: string, afterFailure: AfterFailure = 'remember'): () => Promise<T | null> {
  let loading: Promise<T | null> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      console.error(`space-booking: ${what} did not load`, error);
      if (afterFailure === 'forget') loading = undefined;
      return null;
    }));
}
