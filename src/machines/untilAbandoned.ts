/**
 * A request the actor abandoned (the state was left, the screen went away, or React's strict
 * mode stopped and restarted the very same actor) is aborted; its rejection must not reach
 * anyone, so it is left unsettled.
 */
export function untilAbandoned<T>(request: Promise<T>, signal: AbortSignal): Promise<T> {
  return request.catch((error: unknown) => (signal.aborted ? new Promise<T>(() => {}) : Promise.reject(error)));
}
