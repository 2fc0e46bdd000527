/**
 * A capture that has not finished in time is stuck (one waited in a page.evaluate for the test's
 * whole 5 minutes in CI): `onLate` runs (the sweep closes the page, which ends any wait on it) and
 * the promise rejects with what was last reached, so the capture fails in seconds and can be made again.
 */
export async function withDeadline<T>(work: Promise<T>, ms: number, where: () => string, onLate: () => unknown): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no result after ${ms / 1000} s (stuck ${where()})`));
      void Promise.resolve().then(onLate).catch(() => undefined);
    }, ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
