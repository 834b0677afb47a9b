export const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * Calls `stop` once, on the first SIGINT or SIGTERM. Another stop signal within `echoMs` is the echo of the same
 * request and is ignored: a terminal sends Ctrl+C to `npm start` and to the server, and npm forwards its copy to the
 * server too. A later one, from an operator who will not wait, exits at once with 1.
 *
 * @example onStopSignal((signal) => void grace.close()); // closeWithGrace({ skip: [...STOP_SIGNALS] }, …)
 */
export function onStopSignal(stop: (signal: NodeJS.Signals) => void, echoMs = 1000): void {
  let first: number | undefined;
  const handle = (signal: NodeJS.Signals) => {
    if (first === undefined) {
      first = Date.now();
      stop(signal);
    } else if (Date.now() - first > echoMs) {
      process.exit(1);
    }
  };
  for (const signal of STOP_SIGNALS) process.on(signal, handle);
}
