/**
 * The promise's answer, or the deadline's reason when it passes first. The work itself runs on (an
 * online geocoder's request completes into its cache); only the caller stops waiting for it.
 */
export function beforeDeadline<T>(work: Promise<T>, deadline: AbortSignal): Promise<T> {
  let stop: () => void = () => undefined;
  const passed = new Promise<never>((_, reject) => {
    stop = () => reject(deadline.reason);
    deadline.addEventListener('abort', stop, { once: true });
  });
  return Promise.race([work, passed]).finally(() => deadline.removeEventListener('abort', stop));
}
