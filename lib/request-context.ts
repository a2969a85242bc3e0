import { AsyncLocalStorage } from "node:async_hooks";

// The request a piece of server code is running for, without passing it down: the app's server
// (server/index.mjs) runs each request inside this storage, so a log line written deep in a
// service still carries the request's id. The storage lives on globalThis under a registered
// symbol because the server and the bundled app are separate module graphs in one process.

export interface RequestContext {
  requestId: string;
}

const KEY = Symbol.for("tabigacha.request-context");
type WithStorage = typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestContext> };

export function requestStorage(): AsyncLocalStorage<RequestContext> {
  const g = globalThis as WithStorage;
  return (g[KEY] ??= new AsyncLocalStorage<RequestContext>());
}

/** The id of the request being served, or null outside one (jobs, scripts, tests). */
export function currentRequestId(): string | null {
  return requestStorage().getStore()?.requestId ?? null;
}
