import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/action/poll.ts
var MIN_POLL_GAP_MS = 1e3;
var POLL_GAP_FRACTION = 0.1;
var POLL_JITTER = 0.05;
function pollDelayMs(elapsedMs, pollIntervalMs, random) {
  const budget = Math.min(pollIntervalMs, Math.max(MIN_POLL_GAP_MS, POLL_GAP_FRACTION * elapsedMs));
  return Math.floor(budget * (1 - POLL_JITTER * random()));
}
async function pollUntil(options) {
  const { now: clock, sleep, signal } = options.time;
  const started = clock();
  for (; ; ) {
    if (signal.aborted) return { kind: "cancelled" };
    const now = clock();
    const remaining = options.deadline - now;
    if (remaining <= 0) return { kind: "timed-out" };
    try {
      await sleep(Math.min(options.delayMs(now - started), remaining), signal);
    } catch {
      return { kind: "cancelled" };
    }
    if (signal.aborted) return { kind: "cancelled" };
    const value = await options.check();
    if (value !== void 0) return { kind: "done", value };
  }
}

export {
  MIN_POLL_GAP_MS,
  pollDelayMs,
  pollUntil
};
