// One app process for the limits test: a plain Node HTTP server running the chat route's
// handler module against the shared database (DATABASE_URL) and the fake AI service.
import http from "node:http";
import { handleChatPost } from "@/features/assistant/chat-handler";
import { aiLimitSubject } from "@/features/assistant/limits";
import { chatRequestSchema } from "@/features/assistant/schemas";

const port = Number(process.env.PORT);

const server = http.createServer(async (req, res) => {
  if (req.url === "/ready") return void res.end("ok");
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const hangUp = new AbortController();
  res.on("close", () => hangUp.abort());
  const request = new Request(`http://127.0.0.1:${port}${req.url}`, {
    method: req.method,
    headers: Object.entries(req.headers).flatMap(([k, v]) => (typeof v === "string" ? [[k, v] as [string, string]] : [])),
    body: req.method === "POST" ? Buffer.concat(chunks) : undefined,
    signal: hangUp.signal,
  });
  const address = String(req.headers["x-tabigacha-client-address"] ?? "local");
  const body = chatRequestSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString("utf8") || "null"));
  const response = body.success
    ? await handleChatPost(request, body.data, { subject: aiLimitSubject(null, address), locale: "ja" })
    : Response.json({ ok: false, code: "VALIDATION_ERROR" }, { status: 400 });
  res.writeHead(response.status, { ...Object.fromEntries(response.headers), "x-app-process": String(process.pid) });
  const reader = response.body?.getReader();
  if (reader) for (let r = await reader.read(); !r.done; r = await reader.read()) res.write(r.value);
  res.end();
});

server.listen(port, "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
