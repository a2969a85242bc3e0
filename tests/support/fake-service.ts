// Serves one fake from tests/fakes/services in-process, for integration tests of a client module.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FakeContext, FakeRoute } from "../fakes/registry";

export interface RunningFake {
  /** The fake's base URL, prefix included: what the client's *_BASE_URL should be. */
  baseUrl: string;
  setScenario(scenario: string): void;
  calls(): number;
  close(): Promise<void>;
}

export async function startFake(route: FakeRoute): Promise<RunningFake> {
  let scenario = "ok";
  let calls = 0;
  const sockets = new Set<import("node:net").Socket>();
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      if (!url.pathname.startsWith(route.prefix)) {
        res.statusCode = 404;
        return void res.end("no fake here");
      }
      calls += 1;
      const ctx: FakeContext = { req, res, url, body, scenario, path: url.pathname.slice(route.prefix.length) };
      void route.handle(ctx);
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${route.prefix}`,
    setScenario: (s) => {
      scenario = s;
    },
    calls: () => calls,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
