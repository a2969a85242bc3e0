import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// The system Chromium when it exists (these machines cannot download Playwright's browsers);
// elsewhere PLAYWRIGHT_CHROMIUM or Playwright's own Chromium.
const systemChromium = process.env.PLAYWRIGHT_CHROMIUM || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const port = Number(process.env.E2E_PORT || 3100);
const fakesPort = Number(process.env.FAKES_PORT || 4010);

const launchOptions = {
  executablePath: systemChromium,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    locale: "ja-JP",
    timezoneId: "Asia/Tokyo",
    // The production build registers a service worker; suites that intercept requests or count
    // them need the network to see every request, so only pwa.spec.ts allows the worker.
    serviceWorkers: "block",
    launchOptions,
  },
  projects: [
    { name: "phone", use: { ...devices["Pixel 7"], launchOptions } },
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions }, testMatch: /.*\.desktop\.spec\.ts/ },
  ],
  webServer: [
    {
      command: `npx --no-install tsx tests/fakes/server.ts`,
      url: `http://127.0.0.1:${fakesPort}/health`,
      reuseExistingServer: false,
      env: { FAKES_PORT: String(fakesPort) },
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `node server/index.mjs`,
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { PORT: String(port) },
    },
  ],
});
