// Child processes for integration tests: the fakes server, and small Node servers running app
// modules, each on a free port. Killed by the returned stop().
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.on("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export interface Started {
  url: string;
  port: number;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, output: () => string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`process exited early (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`timed out waiting for ${url}:\n${output()}`);
}

/** Runs a TypeScript file with tsx; `server-only` resolves to an empty module as in Vitest. */
export async function startTsProcess(script: string, env: Record<string, string | undefined>, readyPath: string): Promise<Started> {
  const port = await freePort();
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, script)], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), FAKES_PORT: String(port), TSX_TSCONFIG_PATH: path.join(root, "tests/integration/support/tsconfig.child.json") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}${readyPath}`, child, () => output);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    url,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** The fakes of outside services (tests/fakes/server.ts) on a free port. */
export async function startFakes(): Promise<Started & { scenario(service: string, scenario?: string): Promise<void>; calls(service: string): Promise<number> }> {
  const started = await startTsProcess("tests/fakes/server.ts", {}, "/health");
  return {
    ...started,
    async scenario(service, scenario) {
      // Counters inside a fake (429s served so far) restart too.
      await fetch(`${started.url}/${service}/__reset`, { method: "POST" }).catch(() => undefined);
      await fetch(`${started.url}/__scenario`, { method: "POST", body: JSON.stringify({ service, scenario }) });
    },
    async calls(service) {
      const counts = (await (await fetch(`${started.url}/__calls`)).json()) as Record<string, number>;
      return counts[service] ?? 0;
    },
  };
}
