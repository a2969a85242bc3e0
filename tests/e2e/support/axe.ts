// The accessibility sweep's checker: axe-core with the WCAG 2.1 A and AA rules, one page state at a
// time. Every state's findings are kept, so the run can print what it found per page and rule.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING = new Set(["serious", "critical"]);

export interface StateFinding {
  state: string;
  rule: string;
  impact: string;
  nodes: number;
  targets: string[];
}

// A failed test restarts its worker, so the findings are written down per state rather than kept
// in memory: in a folder of this run's own (workers are children of the runner), outside the shared
// test-results folder that parallel runs in the same checkout empty.
const folder = () => path.join(tmpdir(), `axe-sweep-${process.ppid}`);

/** Checks what the page shows now; a serious or critical violation fails the test (softly, so every state is checked). */
export async function audit(page: Page, state: string) {
  // Entrance animations have ended and fonts are in, so colours are measured as they settle.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity));
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const findings: StateFinding[] = result.violations.map((v) => ({
    state,
    rule: v.id,
    impact: v.impact ?? "unknown",
    nodes: v.nodes.length,
    targets: v.nodes.slice(0, 4).map((n) => n.target.join(" ") + (n.failureSummary ? ` — ${n.failureSummary.split("\n").slice(1, 2).join("").trim()}` : "")),
  }));
  mkdirSync(folder(), { recursive: true });
  writeFileSync(path.join(folder(), `${state.replace(/[^\w-]+/g, "_")}.json`), JSON.stringify({ state, at: Date.now(), findings }));
  const blocking = result.violations.filter((v) => BLOCKING.has(v.impact ?? "")).map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect.soft(blocking, `serious or critical axe violations on "${state}"`).toEqual([]);
}

/** One line per state and rule, then the totals by impact. */
export function summary(): string {
  if (!existsSync(folder())) return "axe sweep: no page states checked by this worker";
  const states = readdirSync(folder(), { withFileTypes: true })
    .filter((f) => f.name.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(path.join(folder(), f.name), "utf8")) as { state: string; at: number; findings: StateFinding[] })
    .sort((a, b) => a.at - b.at);
  const findings = states.flatMap((s) => s.findings);
  const lines = [`axe sweep: ${states.length} page states`];
  for (const { state, findings: own } of states) {
    lines.push(`  ${state}: ${own.length ? own.map((f) => `${f.rule}[${f.impact}]×${f.nodes}`).join(", ") : "no violations"}`);
    for (const f of own) for (const t of f.targets) lines.push(`      ${f.rule}: ${t}`);
  }
  const byImpact = new Map<string, number>();
  for (const f of findings) byImpact.set(f.impact, (byImpact.get(f.impact) ?? 0) + 1);
  lines.push(`  totals (rule × state): ${[...byImpact].map(([k, v]) => `${k} ${v}`).join(", ") || "none"}`);
  return lines.join("\n");
}
