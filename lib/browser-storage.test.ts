// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { clearStored, flaggedInCookie, storedValue } from "./browser-storage";

beforeEach(() => localStorage.clear());

const counter = storedValue("test-counter", z.object({ n: z.int().min(0) }));
const label = storedValue("test-label", z.string().min(1));

describe("stored values", () => {
  it("round-trip as JSON under their key", () => {
    counter.write({ n: 3 });
    expect(JSON.parse(localStorage.getItem("test-counter")!)).toEqual({ n: 3 });
    expect(counter.read()).toEqual({ n: 3 });
  });

  it("read a damaged or foreign entry as absent instead of failing", () => {
    localStorage.setItem("test-counter", "{not json");
    expect(counter.read()).toBeNull();
    localStorage.setItem("test-counter", JSON.stringify({ n: -1 }));
    expect(counter.read()).toBeNull();
  });

  it("announce changes to subscribers of that key only; cleared values read as absent", () => {
    const onCounter = vi.fn();
    const onLabel = vi.fn();
    const stop = counter.subscribe(onCounter);
    label.subscribe(onLabel);
    counter.write({ n: 1 });
    expect(onCounter).toHaveBeenCalledTimes(1);
    expect(onLabel).not.toHaveBeenCalled();
    clearStored(counter);
    expect(counter.read()).toBeNull();
    expect(onCounter).toHaveBeenCalledTimes(2);
    stop();
    counter.write({ n: 2 });
    expect(onCounter).toHaveBeenCalledTimes(2);
  });

  it("hear other tabs through the storage event", () => {
    const onLabel = vi.fn();
    label.subscribe(onLabel);
    window.dispatchEvent(new StorageEvent("storage", { key: "test-label" }));
    window.dispatchEvent(new StorageEvent("storage", { key: "something-else" }));
    expect(onLabel).toHaveBeenCalledTimes(1);
  });
});

describe("a value flagged in a cookie", () => {
  it("sets the cookie while the value is kept and removes it when cleared, through clearStored too", () => {
    const flagged = flaggedInCookie(storedValue("test-flagged", z.object({ n: z.int() })), "tg_test_flag");
    const has = () => document.cookie.split("; ").includes("tg_test_flag=1");
    expect(has()).toBe(false);
    flagged.write({ n: 1 });
    expect(has()).toBe(true);
    expect(flagged.read()).toEqual({ n: 1 });
    flagged.clear();
    expect(has()).toBe(false);
    flagged.write({ n: 2 });
    clearStored(flagged);
    expect(has()).toBe(false);
    expect(flagged.read()).toBeNull();
  });
});
