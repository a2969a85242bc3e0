import { describe, expect, it } from "vitest";
import { singleFlight, startBudget, withinBudget } from "./budget";

const never = () => new Promise<string>(() => undefined);

describe("a request budget", () => {
  it("answers from the fallback once spent while the work hangs", async () => {
    const budget = startBudget(20);
    expect(await withinBudget(budget, never(), () => "fallback")).toBe("fallback");
    expect(budget.left()).toBe(0);
    expect(budget.signal.aborted).toBe(true);
  });

  it("answers with the work's value when it comes in time", async () => {
    const budget = startBudget(10_000);
    expect(await withinBudget(budget, Promise.resolve("work"), () => "fallback")).toBe("work");
  });

  it("passes the work's failure on", async () => {
    await expect(withinBudget(startBudget(10_000), Promise.reject(new Error("boom")), () => "fallback")).rejects.toThrow("boom");
  });

  it("counts from the request's start, not from the call", async () => {
    const budget = startBudget(50, Date.now() - 1_000);
    expect(budget.left()).toBe(0);
    expect(await withinBudget(budget, never(), () => "fallback")).toBe("fallback");
  });
});

describe("one in-flight call per key", () => {
  it("shares the running call and starts a new one after it ended", async () => {
    const shared = singleFlight<number>();
    let calls = 0;
    let release!: (n: number) => void;
    const start = () => {
      calls++;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const a = shared("k", start);
    const b = shared("k", start);
    expect(calls).toBe(1);
    release(7);
    expect(await Promise.all([a, b])).toEqual([7, 7]);
    void shared("k", start);
    expect(calls).toBe(2);
    shared("other", start);
    expect(calls).toBe(3);
  });
});
