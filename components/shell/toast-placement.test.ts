import { describe, expect, it } from "vitest";
import { toastPlacement } from "./toast-placement";

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

describe("where toasts go", () => {
  it("bottom-right with the usual margin when nothing is at the bottom of the screen", () => {
    expect(toastPlacement({ ...desktop, modalOpen: false, bars: [] })).toEqual({ position: "bottom-right", bottom: 24 });
    expect(toastPlacement({ ...phone, modalOpen: false, bars: [] })).toEqual({ position: "bottom-right", bottom: 16 });
  });

  it("above a save bar stuck to the bottom under the toasts, with a gap", () => {
    const saveBar = { top: 736, bottom: 800, left: 300, right: 1240 };
    expect(toastPlacement({ ...desktop, modalOpen: false, bars: [saveBar] })).toEqual({ position: "bottom-right", bottom: 76 });
    const phoneBar = { top: 772, bottom: 844, left: 0, right: 390 };
    expect(toastPlacement({ ...phone, modalOpen: false, bars: [phoneBar] })).toEqual({ position: "bottom-right", bottom: 84 });
  });

  it("ignores a bar that is not at the bottom edge or not under the toasts' column", () => {
    const scrolledAway = { top: 500, bottom: 560, left: 300, right: 1240 };
    const leftOnly = { top: 740, bottom: 800, left: 0, right: 600 };
    expect(toastPlacement({ ...desktop, modalOpen: false, bars: [scrolledAway, leftOnly] })).toEqual({ position: "bottom-right", bottom: 24 });
  });

  it("at the top centre while a dialog or sheet is open, or when the bar is taller than half the screen", () => {
    expect(toastPlacement({ ...desktop, modalOpen: true, bars: [] }).position).toBe("top-center");
    expect(toastPlacement({ ...phone, modalOpen: true, bars: [] }).position).toBe("top-center");
    const sheet = { top: 100, bottom: 844, left: 0, right: 390 };
    expect(toastPlacement({ ...phone, modalOpen: false, bars: [sheet] }).position).toBe("top-center");
  });
});
