// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { conciergeStore, doneFor } from "./state";

beforeEach(() => localStorage.clear());

describe("the checklist's ticks", () => {
  it("are kept under tabigacha-concierge for one trip", () => {
    conciergeStore.write({ trip: "hakone@2031-05-10", done: { transport: true, lastTrain: false } });
    const state = conciergeStore.read();
    expect(doneFor(state, "hakone@2031-05-10")).toEqual({ transport: true, lastTrain: false });
    expect(doneFor(state, "atami@2031-05-10")).toEqual({});
  });

  it("read as absent when damaged: an unknown item, a tick that is not a boolean, no trip", () => {
    for (const value of [{ trip: "t", done: { nope: true } }, { trip: "t", done: { transport: "yes" } }, { done: {} }]) {
      localStorage.setItem("tabigacha-concierge", JSON.stringify(value));
      expect(conciergeStore.read()).toBeNull();
    }
  });
});
