import { describe, expect, it } from "vitest";
import { ALL_MONTHS } from "../shared/validation";
import { parseCsv, type CsvContext } from "./parse";

// The bulk upload reads months as the forms do and checks rows with the forms' schemas: an active
// row missing a language is refused on that language's column.

const HAKONE = "11111111-1111-4111-8111-111111111111";
const context: CsvContext = {
  resolveDestination: (v) => (v.trim() === "hakone" ? HAKONE : null),
  destinationInfo: () => ({ prefecture: "神奈川県", moods: ["mountain"] }),
  exists: () => false,
  slugExists: () => false,
  stationExists: () => true,
};
const csv = (...lines: string[]) => lines.join("\n");

describe("the months column of tips and spots", () => {
  const header = "destination,title_ja,description_ja,category,status,months";

  it("reads '7|8', 'all' and a blank cell (all year)", () => {
    const r = parseCsv("hints", csv(header, "hakone,花火,湖上の花火,culture,draft,8|7", "hakone,朝霧,湖の朝,nature,draft,all", "hakone,湯,足湯,onsen,draft,"), context);
    expect(r.rows.map((row) => row.errors)).toEqual([[], [], []]);
    expect(r.rows.map((row) => row.data!.months)).toEqual([[7, 8], ALL_MONTHS, ALL_MONTHS]);
  });

  it("refuses a month outside 1–12 on its column", () => {
    const tips = parseCsv("hints", csv(header, "hakone,花火,湖上の花火,culture,draft,7|13"), context);
    expect(tips.rows[0].errors).toEqual([{ column: "months", message: "invalid" }]);
    const spots = parseCsv("spots", csv("destination,name_ja,category,status,months", "hakone,茶屋,cafe,draft,夏"), context);
    expect(spots.rows[0].errors).toEqual([{ column: "months", message: "invalid" }]);
  });
});

describe("an active row", () => {
  it("needs its texts with Japanese in English, Korean and Chinese, reported on the missing columns", () => {
    const header = "destination,name_ja,name_en,name_ko,name_zh,description_ja,description_en,description_ko,description_zh,category,status";
    const r = parseCsv("spots", csv(header, "hakone,茶屋,Tea house,,茶屋,峠の茶屋,A pass tea house,고개의 찻집,山口茶屋,cafe,active", "hakone,茶屋2,Tea house 2,,茶屋2,,,,,cafe,draft"), context);
    expect(r.rows[0].errors).toEqual([{ column: "name_ko", message: "translationNeeded" }]);
    expect(r.rows[1].errors).toEqual([]);
  });

  it("is active when its status is blank, so a tip in Japanese only is refused", () => {
    const r = parseCsv("hints", csv("destination,title_ja,description_ja,category", "hakone,花火,湖上の花火,culture"), context);
    expect(r.rows[0].errors).toEqual(["title_en", "title_ko", "title_zh", "description_en", "description_ko", "description_zh"].map((column) => ({ column, message: "translationNeeded" })));
  });
});
