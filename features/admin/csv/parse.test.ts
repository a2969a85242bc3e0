import { describe, expect, it } from "vitest";
import { CSV_COLUMNS, CSV_EXAMPLES, CSV_LIMITS } from "./columns";
import { csvTemplate, parseCsv, type CsvContext } from "./parse";

const HAKONE = "11111111-1111-4111-8111-111111111111";
const KAMAKURA = "22222222-2222-4222-8222-222222222222";
const context: CsvContext = {
  resolveDestination: (v) => ({ hakone: HAKONE, 箱根: HAKONE, kamakura: KAMAKURA })[v.trim().toLowerCase()] ?? null,
  exists: (d, name) => d === HAKONE && name === "大涌谷",
};
const csv = (...lines: string[]) => lines.join("\n");

describe("bulk upload of local spots", () => {
  const header = "destination,name_ja,category,opening_time,closing_time,rating,latitude,longitude,tags,best_season";

  it("accepts empty or H:MM opening times and reads every column", () => {
    const r = parseCsv("spots", csv(header, "hakone,湯の茶屋,cafe,9:00,17:30,4.2,35.23,139.1,tea|rest,spring|autumn", "箱根,森の小径,nature,,,,,,,"), context);
    expect(r.fileErrors).toEqual([]);
    expect(r.invalidCount).toBe(0);
    expect(r.validCount).toBe(2);
    const [a, b] = r.rows.map((row) => row.data!);
    expect(a).toMatchObject({ destinationId: HAKONE, category: "cafe", openingTime: "9:00", closingTime: "17:30", rating: 4.2, tags: ["tea", "rest"], bestSeason: ["spring", "autumn"], status: "active", isFeatured: false, popularityScore: 0 });
    expect(a.name).toEqual({ ja: "湯の茶屋", en: "", ko: "", zh: "" });
    expect(b).toMatchObject({ openingTime: null, closingTime: null, rating: null, latitude: null, longitude: null });
  });

  it("reports each bad cell by its column and line, and keeps the rest valid", () => {
    const r = parseCsv("spots", csv(header, "hakone,遅い店,gourmet,25:00,9:5,6,,,,", "nowhere,謎の場所,scenic,,,,,,,", "kamakura,寺,temple,,,,,,,", "kamakura,浜,scenic,,,,35.3,,,", "hakone,良い店,cafe,10:00,,,,,,"), context);
    expect(r.validCount).toBe(1);
    expect(r.invalidCount).toBe(4);
    expect(r.rows[0]).toMatchObject({ line: 2, data: null });
    expect(r.rows[0].errors).toEqual(
      expect.arrayContaining([
        { column: "opening_time", message: "invalidTime" },
        { column: "closing_time", message: "invalidTime" },
        { column: "rating", message: "tooLarge:5" },
      ]),
    );
    expect(r.rows[1].errors).toEqual([{ column: "destination", message: "unknownDestination" }]);
    expect(r.rows[2].errors).toEqual([{ column: "category", message: "invalidChoice" }]);
    expect(r.rows[3].errors).toEqual([{ column: "longitude", message: "bothCoordinates" }]);
    expect(r.rows[4]).toMatchObject({ line: 6, errors: [] });
  });

  it("flags rows repeated in the file and rows that already exist", () => {
    const r = parseCsv("spots", csv(header, "hakone,茶屋,cafe,,,,,,,", "hakone,茶屋,cafe,,,,,,,", "hakone,大涌谷,scenic,,,,,,,"), context);
    expect(r.rows[1].errors).toEqual([{ column: "name_ja", message: "duplicateInFile" }]);
    expect(r.rows[2].errors).toEqual([{ column: "name_ja", message: "alreadyExists" }]);
  });

  it("refuses a file without the required columns, rows or a sane size", () => {
    expect(parseCsv("spots", "destination,category\nhakone,cafe", context).fileErrors).toEqual(["missingColumns:name_ja"]);
    expect(parseCsv("spots", header, context).fileErrors).toEqual(["noRows"]);
    expect(parseCsv("spots", "", context).fileErrors).toEqual(["noHeader"]);
    const many = csv(header, ...Array.from({ length: CSV_LIMITS.maxRows + 1 }, (_, i) => `hakone,店${i},cafe,,,,,,,`));
    expect(parseCsv("spots", many, context).fileErrors).toEqual([`tooManyRows:${CSV_LIMITS.maxRows}`]);
    expect(parseCsv("spots", "x".repeat(CSV_LIMITS.maxChars + 1), context).fileErrors).toEqual([`fileTooLarge:${CSV_LIMITS.maxChars}`]);
  });

  it("reads Excel's byte-order mark, spaced or capitalised headers, quoted cells and blank lines", () => {
    const r = parseCsv("spots", "\uFEFFDestination, Name JA ,Category,description_ja\r\nhakone,\"茶屋, 峠\",cafe,\"一行目\n二行目\"\r\n\r\n", context);
    expect(r.fileErrors).toEqual([]);
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0].data).toMatchObject({ name: { ja: "茶屋, 峠" }, description: { ja: "一行目\n二行目" } });
  });

  it("lists columns it does not know", () => {
    expect(parseCsv("spots", csv("destination,name_ja,category,colour", "hakone,茶屋,cafe,red"), context).unknownColumns).toEqual(["colour"]);
  });
});

describe("bulk upload of adventure hints", () => {
  const header = "destination,title_ja,description_ja,category,hero_image_url,display_order,rating,icon_type";

  it("takes the hero image URL as optional and fills category defaults", () => {
    const r = parseCsv("hints", csv(header, "hakone,朝の湖,静かな湖畔,nature,,,,", "kamakura,寺の朝,早朝の参拝,culture,/images/destinations/kamakura.svg,3,4.6,star"), context);
    expect(r.invalidCount).toBe(0);
    expect(r.rows[0].data).toMatchObject({ heroImageUrl: null, displayOrder: null, rating: 4, iconType: "mountain", colorScheme: "emerald", status: "active" });
    expect(r.rows[1].data).toMatchObject({ heroImageUrl: "/images/destinations/kamakura.svg", displayOrder: 3, rating: 4.6, iconType: "star", colorScheme: "violet" });
  });

  it("refuses a malformed hero image URL and a missing description", () => {
    const r = parseCsv("hints", csv(header, "hakone,湖,,nature,javascript:alert(1),,,"), context);
    expect(r.rows[0].errors).toEqual(expect.arrayContaining([{ column: "hero_image_url", message: "invalidImageUrl" }, { column: "description_ja", message: "required" }]));
  });
});

describe("templates", () => {
  it("have every column and an example row that passes the checks", () => {
    for (const kind of ["spots", "hints"] as const) {
      const text = csvTemplate(kind, CSV_EXAMPLES[kind]);
      expect(text.split(/\r?\n/)[0]).toBe(CSV_COLUMNS[kind].join(","));
      const r = parseCsv(kind, text, context);
      expect(r.fileErrors, kind).toEqual([]);
      expect(r.rows[0].errors, kind).toEqual([]);
    }
  });
});
