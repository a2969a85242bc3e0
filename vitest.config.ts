import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;

export default defineConfig({
  resolve: {
    alias: {
      "@": root,
      // `server-only` throws outside Next's server bundles; tests run on the server side anyway.
      "server-only": path.join(root, "tests/support/empty-module.ts"),
    },
  },
  test: {
    // These import "next/server" and "next/navigation" without an extension, which Node's ESM
    // loader rejects (next has no exports map); bundling them through Vite resolves it.
    server: { deps: { inline: ["next-auth", "@auth/core", "next-intl", "use-intl"] } },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["**/*.test.ts", "**/*.test.tsx"],
          exclude: ["node_modules/**", "tests/integration/**", "tests/e2e/**", ".next*/**", "generated/**"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/integration/global-setup.ts"],
          // As under the app's own server (server/index.mjs): the client-address header is trusted.
          env: { TABIGACHA_SERVER: "1" },
          setupFiles: ["tests/integration/setup-db.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: "forks",
          maxWorkers: 2,
        },
      },
    ],
  },
});
