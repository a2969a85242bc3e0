// One process serving local stand-ins of every outside service, each under its own prefix.
// Each service's fake lives in tests/fakes/services/. Tests point the services' base URLs (env) here; scenarios are switched per test with
// POST /__scenario { service, scenario } so a test can make a service fail, hang or misbehave.
import http from "node:http";
import { loadFakeRoutes, type FakeContext } from "./registry";

const port = Number(process.env.FAKES_PORT || 4010);
const fakeRoutes = await loadFakeRoutes();
const scenarios = new Map<string, string>();
const calls = new Map<string, number>();

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => resolve(data));
  });
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
  const body = await readBody(req);
  if (url.pathname === "/health") return void res.end("ok");
  if (url.pathname === "/__scenario" && req.method === "POST") {
    const { service, scenario } = JSON.parse(body || "{}");
    if (scenario) scenarios.set(service, scenario);
    else scenarios.delete(service);
    calls.delete(service);
    return void res.end("ok");
  }
  if (url.pathname === "/__calls") {
    res.setHeader("content-type", "application/json");
    return void res.end(JSON.stringify(Object.fromEntries(calls)));
  }
  for (const route of fakeRoutes) {
    if (url.pathname.startsWith(route.prefix)) {
      calls.set(route.service, (calls.get(route.service) ?? 0) + 1);
      const ctx: FakeContext = { req, res, url, body, scenario: scenarios.get(route.service) ?? "ok", path: url.pathname.slice(route.prefix.length) };
      return route.handle(ctx);
    }
  }
  res.statusCode = 404;
  res.end("no fake here");
});

server.listen(port, "127.0.0.1", () => console.log(`fakes on http://127.0.0.1:${port}`));
