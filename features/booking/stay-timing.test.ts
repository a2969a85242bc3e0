import { describe, expect, it } from "vitest";
import { answerDeadline, isUrgent, tooLateForToday } from "./stay-timing";

const stay = { checkInTime: "15:00", lastCheckInTime: "21:30" };

describe("a request's clock (Japan time)", () => {
  it("lapses at the stay's check-in time on the check-in day, 15:00 when it publishes none", () => {
    expect(answerDeadline("2027-03-10", stay).toISOString()).toBe("2027-03-10T06:00:00.000Z");
    expect(answerDeadline("2027-03-10", { checkInTime: null, lastCheckInTime: null }).toISOString()).toBe("2027-03-10T06:00:00.000Z");
    expect(answerDeadline("2027-03-10", { checkInTime: "14:30", lastCheckInTime: null }).toISOString()).toBe("2027-03-10T05:30:00.000Z");
  });

  it("is urgent within 48 hours of that moment", () => {
    const deadline = answerDeadline("2027-03-10", stay).getTime();
    expect(isUrgent("2027-03-10", stay, new Date(deadline - 48 * 3_600_000))).toBe(true);
    expect(isUrgent("2027-03-10", stay, new Date(deadline - 48 * 3_600_000 - 1))).toBe(false);
  });

  it("refuses tonight after the last arrival time (22:00 when none is published), never another day", () => {
    const at = (iso: string) => new Date(iso);
    expect(tooLateForToday("2027-03-10", "2027-03-10", stay, at("2027-03-10T21:29:00+09:00"))).toBe(false);
    expect(tooLateForToday("2027-03-10", "2027-03-10", stay, at("2027-03-10T21:30:00+09:00"))).toBe(true);
    expect(tooLateForToday("2027-03-10", "2027-03-10", { checkInTime: null, lastCheckInTime: null }, at("2027-03-10T22:00:00+09:00"))).toBe(true);
    expect(tooLateForToday("2027-03-11", "2027-03-10", stay, at("2027-03-10T23:59:00+09:00"))).toBe(false);
  });
});
