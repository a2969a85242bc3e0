import { describe, expect, it } from "vitest";
import { comingSaturday } from "./dates";
import { addDays, japanToday, nightsBetween, weekday } from "@/lib/japan-time";
import { entryDatePresets, magicQuestionPresets } from "./presets";

// Noon in Japan on each day of the week of 16–22 November 2026 (Monday to Sunday).
const jstNoon = (day: string) => new Date(`${day}T12:00:00+09:00`);

describe("the coming Saturday, in Japan time", () => {
  it.each([
    ["2026-11-16", "Monday", "2026-11-21"],
    ["2026-11-17", "Tuesday", "2026-11-21"],
    ["2026-11-18", "Wednesday", "2026-11-21"],
    ["2026-11-19", "Thursday", "2026-11-21"],
    ["2026-11-20", "Friday", "2026-11-21"],
    ["2026-11-21", "Saturday (itself)", "2026-11-21"],
    ["2026-11-22", "Sunday (the weekend is over)", "2026-11-28"],
  ])("%s, a %s → %s", (day, _name, saturday) => {
    expect(comingSaturday(jstNoon(day))).toBe(saturday);
    expect(weekday(saturday)).toBe(6);
  });

  it("uses the Japanese date, not the machine's or UTC's", () => {
    // 23:30 on Saturday in Japan is still Saturday there although UTC says 14:30 Saturday…
    expect(comingSaturday(new Date("2026-11-21T14:30:00Z"))).toBe("2026-11-21");
    // …and 00:30 on Sunday in Japan is Sunday there although UTC still says Saturday.
    expect(japanToday(new Date("2026-11-21T15:30:00Z"))).toBe("2026-11-22");
    expect(comingSaturday(new Date("2026-11-21T15:30:00Z"))).toBe("2026-11-28");
  });
});

describe("magic question presets", () => {
  it("this weekend, next weekend and two nights three days start from the coming Saturday", () => {
    expect(magicQuestionPresets(jstNoon("2026-11-18"))).toEqual({
      thisWeekend: { from: "2026-11-21", to: "2026-11-22" },
      nextWeekend: { from: "2026-11-28", to: "2026-11-29" },
      twoNights: { from: "2026-11-21", to: "2026-11-23" },
    });
  });

  it("on a Saturday, this weekend is today and tomorrow", () => {
    expect(magicQuestionPresets(jstNoon("2026-11-21")).thisWeekend).toEqual({ from: "2026-11-21", to: "2026-11-22" });
  });

  it("on a Sunday, this weekend is the next one", () => {
    const p = magicQuestionPresets(jstNoon("2026-11-22"));
    expect(p.thisWeekend).toEqual({ from: "2026-11-28", to: "2026-11-29" });
    expect(p.nextWeekend).toEqual({ from: "2026-12-05", to: "2026-12-06" });
  });

  it("crosses month and year ends", () => {
    expect(magicQuestionPresets(jstNoon("2026-12-29")).nextWeekend).toEqual({ from: "2027-01-09", to: "2027-01-10" });
    expect(magicQuestionPresets(jstNoon("2027-02-27")).twoNights).toEqual({ from: "2027-02-27", to: "2027-03-01" });
  });
});

describe("date-selection presets", () => {
  it.each(["2026-11-16", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22"])("from %s: four presets, one or two nights from a Saturday", (day) => {
    const sat = comingSaturday(jstNoon(day));
    const p = entryDatePresets(jstNoon(day));
    expect(p.thisWeekend1).toEqual({ from: sat, to: addDays(sat, 1), nights: 1 });
    expect(p.thisWeekend2).toEqual({ from: sat, to: addDays(sat, 2), nights: 2 });
    expect(p.nextWeekend1).toEqual({ from: addDays(sat, 7), to: addDays(sat, 8), nights: 1 });
    expect(p.nextWeekend2).toEqual({ from: addDays(sat, 7), to: addDays(sat, 9), nights: 2 });
    for (const preset of Object.values(p)) expect(nightsBetween(preset.from, preset.to)).toBe(preset.nights);
  });
});

describe("night count", () => {
  it("is the day difference rounded up", () => {
    expect(nightsBetween("2026-11-21", "2026-11-23")).toBe(2);
    expect(nightsBetween("2026-11-21T15:00:00+09:00", "2026-11-22T10:00:00+09:00")).toBe(1);
    expect(nightsBetween("2026-11-21T15:00:00+09:00", "2026-11-23T16:00:00+09:00")).toBe(3);
  });

  it("is one night without a check-out date and never negative", () => {
    expect(nightsBetween("2026-11-21", null)).toBe(1);
    expect(nightsBetween("2026-11-23", "2026-11-21")).toBe(0);
  });
});
