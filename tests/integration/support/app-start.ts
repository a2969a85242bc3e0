// Starts what `next start` starts besides the HTTP server: Next calls instrumentation's register()
// when a server process starts. Nothing else runs here, so on PostgreSQL the process ends by
// itself once the jobs' first runs are done (their timers are unref'd). PGlite keeps its own
// handles open, so there STOP_AFTER_MS closes the database and ends the process.
process.env.NEXT_RUNTIME = "nodejs";
const { register } = await import("../../../instrumentation");
await register();
console.log("registered");

const stopAfter = Number(process.env.STOP_AFTER_MS);
if (stopAfter > 0) {
  setTimeout(async () => {
    const g = globalThis as unknown as { __tabigachaClient?: Promise<{ close(): Promise<void> }> };
    await (await g.__tabigachaClient)?.close();
    process.exit(0);
  }, stopAfter);
}
export {};
