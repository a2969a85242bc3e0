import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import ja from "@/messages/ja.json";
import ko from "@/messages/ko.json";
import zh from "@/messages/zh.json";
import { calendarFileName, japanInstant, tripCalendar, type TripCalendarInput } from "./calendar";

const MESSAGES = { ja, en, ko, zh };
const translator = (locale: keyof typeof MESSAGES) => createTranslator({ locale, messages: MESSAGES[locale], namespace: "trip.calendar" });

const trip: TripCalendarInput = {
  checkIn: "2026-05-09",
  checkOut: "2026-05-11",
  stay: { name: "湯本温泉 ひなた荘", address: "神奈川県足柄下郡箱根町湯本1-1", checkInTime: "15:00", checkOutTime: "10:00" },
  confirmationNumber: "EG-LX1-ABCD-7A1C0B7E",
  departure: { destination: "箱根", from: "東京駅", route: "新宿 → 箱根湯本（ロマンスカー）", duration: "1時間45分", durationMinutes: 105, time: "10:00" },
  url: "https://tabigacha.example/destinations/hakone",
};

/** The events of a calendar, each as its properties (folded lines joined again). */
function events(ics: string | null) {
  expect(ics).not.toBeNull();
  const text = ics!.replace(/\r\n[ \t]/g, "");
  return text
    .split("BEGIN:VEVENT")
    .slice(1)
    .map((block) => Object.fromEntries(block.split("\r\n").filter((line) => /^[A-Z-]+[;:]/.test(line)).map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1)])));
}

describe("tripCalendar", () => {
  it("writes check-in, check-out and the departure, with Japan times in UTC", () => {
    const [checkIn, checkOut, departure] = events(tripCalendar(trip, translator("ja")));
    expect(checkIn.DTSTART).toBe("20260509T060000Z"); // 15:00 in Japan
    expect(checkIn.DTEND).toBe("20260509T070000Z");
    expect(checkOut.DTSTART).toBe("20260511T010000Z"); // 10:00 in Japan
    expect(departure.DTSTART).toBe("20260509T010000Z");
    expect(departure.DTEND).toBe("20260509T024500Z"); // arrives after 105 minutes
  });

  it("has one event per fact and nothing else", () => {
    expect(events(tripCalendar(trip, translator("ja")))).toHaveLength(3);
    expect(events(tripCalendar({ ...trip, departure: null }, translator("ja")))).toHaveLength(2);
    expect(events(tripCalendar({ ...trip, checkOut: null }, translator("ja")))).toHaveLength(2);
    expect(events(tripCalendar({ ...trip, stay: null }, translator("ja")))).toHaveLength(1);
  });

  it("makes no file without a check-in date or anything to put in it", () => {
    expect(tripCalendar({ ...trip, checkIn: null }, translator("ja"))).toBeNull();
    expect(tripCalendar({ ...trip, stay: null, departure: null }, translator("ja"))).toBeNull();
    expect(tripCalendar({ ...trip, checkIn: "2026-02-30" }, translator("ja"))).toBeNull();
  });

  it("falls back to all-day events when a time is not known", () => {
    const [checkIn, checkOut, departure] = events(
      tripCalendar({ ...trip, stay: { name: "ひなた荘", checkInTime: null, checkOutTime: "late" }, departure: { ...trip.departure!, time: null } }, translator("ja")),
    );
    expect(checkIn["DTSTART;VALUE=DATE"]).toBe("20260509");
    expect(checkIn["DTEND;VALUE=DATE"]).toBe("20260510");
    expect(checkOut["DTSTART;VALUE=DATE"]).toBe("20260511");
    expect(departure["DTSTART;VALUE=DATE"]).toBe("20260509");
  });

  it("places the stay at its name and address, and the departure where it starts", () => {
    const [checkIn, checkOut, departure] = events(tripCalendar(trip, translator("ja")));
    expect(checkIn.LOCATION).toBe("湯本温泉 ひなた荘\\, 神奈川県足柄下郡箱根町湯本1-1");
    expect(checkOut.LOCATION).toBe(checkIn.LOCATION);
    expect(departure.LOCATION).toBe("東京駅");
    expect(events(tripCalendar({ ...trip, stay: { name: "ひなた荘" } }, translator("ja")))[0].LOCATION).toBe("ひなた荘");
  });

  it("puts the confirmation number on the stay's events and the route on the departure", () => {
    const [checkIn, checkOut, departure] = events(tripCalendar(trip, translator("ja")));
    expect(checkIn.DESCRIPTION).toBe("確認番号：EG-LX1-ABCD-7A1C0B7E");
    expect(checkOut.DESCRIPTION).toContain("EG-LX1-ABCD-7A1C0B7E");
    expect(departure.DESCRIPTION).toBe("出発地：東京駅\\nルート：新宿 → 箱根湯本（ロマンスカー）\\n所要時間：1時間45分");
    expect(events(tripCalendar({ ...trip, confirmationNumber: null }, translator("ja")))[0].DESCRIPTION).toBeUndefined();
    expect(checkIn.URL).toBe(trip.url);
  });

  it.each([
    ["ja", "チェックイン：湯本温泉 ひなた荘", "チェックアウト：湯本温泉 ひなた荘", "箱根へ出発"],
    ["en", "Check-in: 湯本温泉 ひなた荘", "Check-out: 湯本温泉 ひなた荘", "Leave for 箱根"],
    ["ko", "체크인: 湯本温泉 ひなた荘", "체크아웃: 湯本温泉 ひなた荘", "箱根 여행 출발"],
    ["zh", "入住：湯本温泉 ひなた荘", "退房：湯本温泉 ひなた荘", "出发前往箱根"],
  ] as const)("titles the events in %s", (locale, checkIn, checkOut, departure) => {
    expect(events(tripCalendar(trip, translator(locale))).map((e) => e.SUMMARY)).toEqual([checkIn, checkOut, departure]);
  });

  it("keeps the same event ids for the same trip, so importing it again updates it", () => {
    const uids = (ics: string | null) => events(ics).map((e) => e.UID);
    expect(uids(tripCalendar(trip, translator("ja")))).toEqual(uids(tripCalendar(trip, translator("en"))));
    expect(new Set(uids(tripCalendar(trip, translator("ja")))).size).toBe(3);
  });
});

describe("japanInstant and calendarFileName", () => {
  it("reads H:MM as Japan time and refuses anything else", () => {
    expect(new Date(japanInstant("2026-05-09", "15:00")!).toISOString()).toBe("2026-05-09T06:00:00.000Z");
    expect(new Date(japanInstant("2026-05-09", "9:30")!).toISOString()).toBe("2026-05-09T00:30:00.000Z");
    expect(new Date(japanInstant("2026-05-09", "03:00")!).toISOString()).toBe("2026-05-08T18:00:00.000Z");
    expect(japanInstant("2026-05-09", "24:00")).toBeNull();
    expect(japanInstant("2026-05-09", null)).toBeNull();
  });

  it("names the file after the first day", () => {
    expect(calendarFileName("2026-05-09")).toBe("tabigacha-2026-05-09.ics");
  });
});
