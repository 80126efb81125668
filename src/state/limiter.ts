/** First come, first served; a task may decline when its turn comes (it returns null without asking anything). */
export function createLimiter(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    if (running >= max) return;
    const start = waiting.shift();
    if (start) {
      running++;
      start();
    }
  };
  return function limit<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      waiting.push(() => {
        let settled: Promise<T>;
        try {
          settled = task();
        } catch (error) {
          settled = Promise.reject(error);
        }
        settled.then(resolve, reject).finally(() => {
          running--;
          next();
        });
      });
      next();
    });
  };
}

export type Limiter = ReturnType<typeof createLimiter>;
