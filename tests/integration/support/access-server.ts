// A second app process for the access cache test: a plain Node HTTP server running the access
// service against the shared database (DATABASE_URL) and the fake directions service.
import http from "node:http";
import { getAccessInfo } from "@/features/access/service";

const port = Number(process.env.PORT);

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
  if (url.pathname === "/ready") return void res.end("ok");
  const lookup = await getAccessInfo({
    destinationId: url.searchParams.get("destination") ?? "",
    departure: { stationId: url.searchParams.get("from") ?? undefined },
    hasCar: false,
    locale: "ja",
  });
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify({ cached: lookup?.cached, source: lookup?.info.source, options: lookup?.info.options.length, pid: process.pid }));
});

server.listen(port, "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
