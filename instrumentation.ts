// Next.js calls register() once when a server starts. The app's own jobs start here: on the
// Node.js runtime only (the edge runtime has no database; the condition keeps the import out of
// its bundle), and never while `next build` prerenders pages.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    if (process.env.NEXT_PHASE === "phase-production-build") return;
    // Next's cache handler (server/cache-handler.mjs) shares cache-tag expiry through the database.
    const { registerSharedTagStore } = await import("./lib/shared-cache-tags");
    registerSharedTagStore();
    const { startAppJobs } = await import("./features/jobs");
    startAppJobs();
  }
}
