import { describe, expect, it, vi } from "vitest";
import { createLoadingCounter } from "./loading-counter";

describe("global loading overlay counter", () => {
  it("is visible exactly while shows minus hides is above zero", () => {
    const c = createLoadingCounter();
    expect(c.visible).toBe(false);
    c.show();
    c.show("保存中");
    expect([c.count, c.visible, c.message]).toEqual([2, true, "保存中"]);
    c.hide();
    expect(c.visible).toBe(true);
    c.hide();
    expect([c.count, c.visible, c.message]).toEqual([0, false, undefined]);
  });

  it("never goes below zero", () => {
    const c = createLoadingCounter();
    c.hide();
    c.hide();
    expect(c.count).toBe(0);
    c.show();
    expect(c.visible).toBe(true);
    c.hide();
    expect(c.visible).toBe(false);
  });

  it("notifies subscribers on every change", () => {
    const c = createLoadingCounter();
    const listener = vi.fn();
    const unsubscribe = c.subscribe(listener);
    c.show();
    c.hide();
    c.hide(); // no change, no notification
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    c.show();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
