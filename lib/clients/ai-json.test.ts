import { describe, expect, it } from "vitest";
import { extractFirstJson, runBatch } from "./ai-json";

describe("extractFirstJson", () => {
  it("finds an object with prose before and after it", () => {
    const reply = 'Here is your itinerary:\n{"title": "箱根", "days": [{"day": 1}]}\nEnjoy your trip!';
    expect(extractFirstJson(reply)).toEqual({ title: "箱根", days: [{ day: 1 }] });
  });

  it("reads an object inside a Markdown code fence", () => {
    const reply = '旅程をJSONにしました。\n```json\n{\n  "title": "鎌倉",\n  "tips": ["早めに出発"]\n}\n```\nご確認ください。';
    expect(extractFirstJson(reply)).toEqual({ title: "鎌倉", tips: ["早めに出発"] });
  });

  it("is not fooled by braces and escaped quotes inside strings", () => {
    const reply = 'Result: {"note": "use {curly} and \\"quotes\\"", "n": 2} trailing }';
    expect(extractFirstJson(reply)).toEqual({ note: 'use {curly} and "quotes"', n: 2 });
  });

  it("skips braces in prose that are not JSON and takes the first real object", () => {
    expect(extractFirstJson('Pick {one} of these: {"a": 1} or {"b": 2}')).toEqual({ a: 1 });
  });

  it("returns the outer object when objects nest", () => {
    expect(extractFirstJson('x {"outer": {"inner": true}} y')).toEqual({ outer: { inner: true } });
  });

  it("gives undefined for truncated or missing JSON", () => {
    expect(extractFirstJson('{"title": "箱根", "days": [ {"day": 1')).toBeUndefined();
    expect(extractFirstJson("no json here")).toBeUndefined();
    expect(extractFirstJson("")).toBeUndefined();
  });
});

describe("runBatch", () => {
  it("never runs more than the given number at once and keeps the input order", async () => {
    let active = 0;
    let peak = 0;
    const results = await runBatch(
      [50, 10, 30, 5, 20, 1, 15],
      async (ms, i) => {
        active++;
        peak = Math.max(peak, active);
        await new Promise((r) => setTimeout(r, ms));
        active--;
        return i * 10;
      },
      3,
    );
    expect(peak).toBe(3);
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60]);
  });

  it("handles an empty list", async () => {
    expect(await runBatch([], async () => 1, 3)).toEqual([]);
  });
});
