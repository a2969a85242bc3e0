import { describe, expect, it } from "vitest";
import { CSV_COLUMNS, CSV_KINDS, CSV_LIMITS } from "./columns";
import { CSV_EXAMPLES } from "./examples";
import { csvTemplate, parseCsv, type CsvContext } from "./parse";

const HAKONE = "11111111-1111-4111-8111-111111111111";
const KAMAKURA = "22222222-2222-4222-8222-222222222222";
const STATIONS = new Set(["odawara", "atami", "hakone-yumoto", "gora", "kamakura", "kita-kamakura", "mishima"]);
const context: CsvContext = {
  resolveDestination: (v) => ({ hakone: HAKONE, 箱根: HAKONE, kamakura: KAMAKURA })[v.trim().toLowerCase()] ?? null,
  destinationInfo: (id) => ({ [HAKONE]: { prefecture: "神奈川県", moods: ["mountain" as const, "fire" as const] }, [KAMAKURA]: { prefecture: "神奈川県", moods: ["zen" as const] } })[id] ?? null,
  exists: (d, name) => d === HAKONE && name === "大涌谷",
  // Stays and destinations each get the slugs of their own table; one set serves both here.
  slugExists: (slug) => ["hakone-fujiya-hotel", "hakone"].includes(slug),
  stationExists: (id) => STATIONS.has(id),
};
const csv = (...lines: string[]) => lines.join("\n");

describe("bulk upload of local spots", () => {
  const header = "destination,name_ja,category,opening_time,closing_time,rating,latitude,longitude,tags,best_season,name_en,name_ko,name_zh";
  // An active row (a blank status is active) carries its name in every language.
  const row = (cells: string) => `${cells},Tea house,찻집,茶屋`;

  it("accepts empty or H:MM opening times and reads every column", () => {
    const r = parseCsv("spots", csv(header, row("hakone,湯の茶屋,cafe,9:00,17:30,4.2,35.23,139.1,tea|rest,spring|autumn"), row("箱根,森の小径,nature,,,,,,,")), context);
    expect(r.fileErrors).toEqual([]);
    expect(r.invalidCount).toBe(0);
    expect(r.validCount).toBe(2);
    const [a, b] = r.rows.map((row) => row.data!);
    expect(a).toMatchObject({ destinationId: HAKONE, category: "cafe", openingTime: "9:00", closingTime: "17:30", rating: 4.2, tags: ["tea", "rest"], bestSeason: ["spring", "autumn"], status: "active", isFeatured: false, popularityScore: 0 });
    expect(a.name).toEqual({ ja: "湯の茶屋", en: "Tea house", ko: "찻집", zh: "茶屋" });
    expect(a.months).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(b).toMatchObject({ openingTime: null, closingTime: null, rating: null, latitude: null, longitude: null });
  });

  it("reports each bad cell by its column and line, and keeps the rest valid", () => {
    const r = parseCsv("spots", csv(header, row("hakone,遅い店,gourmet,25:00,9:5,6,,,,"), row("nowhere,謎の場所,scenic,,,,,,,"), row("kamakura,寺,temple,,,,,,,"), row("kamakura,浜,scenic,,,,35.3,,,"), row("hakone,良い店,cafe,10:00,,,,,,")), context);
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
    const r = parseCsv("spots", csv(header, row("hakone,茶屋,cafe,,,,,,,"), row("hakone,茶屋,cafe,,,,,,,"), row("hakone,大涌谷,scenic,,,,,,,")), context);
    expect(r.rows[1].errors).toEqual([{ column: "name_ja", message: "duplicateInFile" }]);
    expect(r.rows[2].errors).toEqual([{ column: "name_ja", message: "alreadyExists" }]);
  });

  it("refuses a file without the required columns, rows or a sane size", () => {
    expect(parseCsv("spots", "destination,category\nhakone,cafe", context).fileErrors).toEqual(["missingColumns:name_ja"]);
    expect(parseCsv("spots", header, context).fileErrors).toEqual(["noRows"]);
    expect(parseCsv("spots", "", context).fileErrors).toEqual(["noHeader"]);
    const many = csv(header, ...Array.from({ length: CSV_LIMITS.maxRows + 1 }, (_, i) => row(`hakone,店${i},cafe,,,,,,,`)));
    expect(parseCsv("spots", many, context).fileErrors).toEqual([`tooManyRows:${CSV_LIMITS.maxRows}`]);
    expect(parseCsv("spots", "x".repeat(CSV_LIMITS.maxChars + 1), context).fileErrors).toEqual([`fileTooLarge:${CSV_LIMITS.maxChars}`]);
  });

  it("reads Excel's byte-order mark, spaced or capitalised headers, quoted cells and blank lines", () => {
    const r = parseCsv("spots", "\uFEFFDestination, Name JA ,Category,description_ja, Status \r\nhakone,\"茶屋, 峠\",cafe,\"一行目\n二行目\",draft\r\n\r\n", context);
    expect(r.fileErrors).toEqual([]);
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0].data).toMatchObject({ name: { ja: "茶屋, 峠" }, description: { ja: "一行目\n二行目" } });
  });

  it("reads the price range in four languages and sources separated by |", () => {
    const r = parseCsv("spots", csv("destination,name_ja,category,status,price_range,price_range_en,price_range_zh,sources", "hakone,湯の宿,nature,draft,¥1,500〜,From ¥1,500,1500日元起,https://a.example/ | 町の観光案内"), context);
    // An unquoted comma splits the cell: quoted, the price keeps it.
    expect(r.rows[0].errors).toEqual([{ column: "", message: "malformedRow" }]);
    const ok = parseCsv("spots", csv("destination,name_ja,category,status,price_range,price_range_en,price_range_zh,sources", 'hakone,湯の宿,nature,draft,"¥1,500〜","From ¥1,500",1500日元起,https://a.example/ | 町の観光案内'), context);
    expect(ok.rows[0].errors).toEqual([]);
    expect(ok.rows[0].data).toMatchObject({ priceRange: { ja: "¥1,500〜", en: "From ¥1,500", ko: "", zh: "1500日元起" }, sources: ["https://a.example/", "町の観光案内"] });
    const long = parseCsv("spots", csv("destination,name_ja,category,price_range_en,status", `hakone,湯の宿,nature,${"x".repeat(61)},draft`), context);
    expect(long.rows[0].errors).toEqual([{ column: "price_range_en", message: "tooLong:60" }]);
  });

  it("lists columns it does not know", () => {
    expect(parseCsv("spots", csv("destination,name_ja,category,colour", "hakone,茶屋,cafe,red"), context).unknownColumns).toEqual(["colour"]);
  });
});

describe("bulk upload of adventure hints", () => {
  const header = "destination,title_ja,description_ja,category,hero_image_url,display_order,rating,icon_type,title_en,title_ko,title_zh,description_en,description_ko,description_zh";
  const row = (cells: string) => `${cells},Title,제목,标题,Text,글,文字`;

  it("takes the hero image URL as optional and fills category defaults", () => {
    const r = parseCsv("hints", csv(header, row("hakone,朝の湖,静かな湖畔,nature,,,,"), row("kamakura,寺の朝,早朝の参拝,culture,/images/destinations/kamakura.svg,3,4.6,star")), context);
    expect(r.invalidCount).toBe(0);
    // A blank rating stays blank: no invented default.
    expect(r.rows[0].data).toMatchObject({ heroImageUrl: null, displayOrder: null, rating: null, iconType: "mountain", colorScheme: "emerald", status: "active" });
    expect(r.rows[1].data).toMatchObject({ heroImageUrl: "/images/destinations/kamakura.svg", displayOrder: 3, rating: 4.6, iconType: "star", colorScheme: "violet" });
  });

  it("refuses a malformed hero image URL and a missing description", () => {
    const r = parseCsv("hints", csv(header, row("hakone,湖,,nature,javascript:alert(1),,,")), context);
    expect(r.rows[0].errors).toEqual(expect.arrayContaining([{ column: "hero_image_url", message: "invalidImageUrl" }, { column: "description_ja", message: "required" }]));
  });
});

describe("bulk upload of stays", () => {
  const header = "destination,slug,name_ja,area_ja,type,price_min,price_max,max_guests,rooms,check_in_time,check_out_time,sources,address,address_en,rating";
  const row = (over: Partial<Record<"destination" | "slug" | "type" | "priceMin", string>> = {}) =>
    `${over.destination ?? "hakone"},${over.slug ?? "hakone-new-inn"},新しい宿,湯本,${over.type ?? "ryokan"},${over.priceMin ?? "20000"},40000,4,12,15:00,10:00,https://a.example/|公式パンフレット,神奈川県足柄下郡箱根町湯本,"Yumoto, Hakone",`;

  it("takes the prefecture and moods from the destination, a drawing for the type, and starts as a draft", () => {
    const r = parseCsv("stays", csv(header, row()), context);
    expect(r.fileErrors).toEqual([]);
    expect(r.rows[0].errors).toEqual([]);
    expect(r.rows[0].data).toMatchObject({
      destinationId: HAKONE,
      slug: "hakone-new-inn",
      name: { ja: "新しい宿", en: "", ko: "", zh: "" },
      area: { ja: "湯本" },
      type: "ryokan",
      prefecture: "神奈川県",
      moods: ["mountain", "fire"],
      heroImageUrl: "/images/accommodations/ryokan.svg",
      galleryImages: [],
      isFeatured: false,
      status: "draft",
      pricePerNightMin: 20000,
      pricePerNightMax: 40000,
      maxGuests: 4,
      rooms: 12,
      checkInTime: "15:00",
      checkOutTime: "10:00",
      sources: ["https://a.example/", "公式パンフレット"],
      address: { ja: "神奈川県足柄下郡箱根町湯本", en: "Yumoto, Hakone", ko: "", zh: "" },
      rating: null,
      reviewCount: null,
      bookingUrl: null,
    });
  });

  it("takes the stay's reservations e-mail (lower-cased) and last check-in, and refuses a malformed address", () => {
    const head = "destination,slug,name_ja,area_ja,type,price_min,price_max,max_guests,sources,reservations_email,last_check_in_time";
    const line = (email: string) => `hakone,inn-${email.length},宿,湯本,ryokan,20000,40000,4,https://a.example/,${email},21:00`;
    const r = parseCsv("stays", csv(head, line("Yoyaku@Inn.Example"), line("not-an-address"), line("")), context);
    expect(r.rows[0].errors).toEqual([]);
    expect(r.rows[0].data).toMatchObject({ reservationsEmail: "yoyaku@inn.example", lastCheckInTime: "21:00" });
    expect(r.rows[1].errors).toEqual([{ column: "reservations_email", message: "invalidEmail" }]);
    expect(r.rows[2].data).toMatchObject({ reservationsEmail: null });
  });

  it("refuses an unknown type and a missing price, by column", () => {
    const r = parseCsv("stays", csv(header, row({ type: "castle" }), row({ slug: "other-inn", priceMin: "" })), context);
    expect(r.rows[0].errors).toEqual([{ column: "type", message: "invalidChoice" }]);
    expect(r.rows[1].errors).toEqual([{ column: "price_min", message: "required" }]);
    expect(r.validCount).toBe(0);
  });

  it("explains an unknown destination once, not through the prefecture and moods it would give", () => {
    const r = parseCsv("stays", csv(header, row({ destination: "atlantis" })), context);
    expect(r.rows[0].errors).toEqual([{ column: "destination", message: "unknownDestination" }]);
  });

  it("flags a slug repeated in the file or already taken", () => {
    const r = parseCsv("stays", csv(header, row(), row(), row({ slug: "Hakone-Fujiya-Hotel" })), context);
    expect(r.rows[0].errors).toEqual([]);
    expect(r.rows[1].errors).toEqual([{ column: "slug", message: "duplicateInFile" }]);
    expect(r.rows[2].errors).toEqual([{ column: "slug", message: "alreadyExists" }]);
  });

  it("needs the stay's required columns", () => {
    expect(parseCsv("stays", csv("destination,slug,name_ja,type", "hakone,a,宿,hotel"), context).fileErrors).toEqual(["missingColumns:area_ja, price_min, price_max, max_guests"]);
  });
});

describe("bulk upload of destinations", () => {
  const header = "slug,name_ja,description_ja,prefecture,region,moods,best_seasons,hero_image_url,latitude,longitude,distance_from_tokyo_km,travel_time_from_tokyo_minutes,main_station,alternative_stations,name_en,pitch_ja,tags,sources";
  type Over = Partial<Record<"slug" | "region" | "moods" | "seasons" | "main" | "alternatives", string>>;
  const row = (o: Over = {}) =>
    [o.slug ?? "yugawara", "湯河原", "静かな温泉地", "神奈川県", o.region ?? "kanto", o.moods ?? "fire|mountain", o.seasons ?? "winter|autumn", "/images/moods/fire.svg", "35.1477", "139.1069", "90", "80", o.main ?? "atami", o.alternatives ?? "odawara|hakone-yumoto", "Yugawara", "文人の湯", "onsen|nature", "https://x.example/"].join(",");

  it("reads a destination with its stations, without a destination column", () => {
    const r = parseCsv("destinations", csv(header, row()), context);
    expect(r.fileErrors).toEqual([]);
    expect(r.rows[0].errors).toEqual([]);
    expect(r.rows[0].data).toMatchObject({
      slug: "yugawara",
      name: { ja: "湯河原", en: "Yugawara", ko: "", zh: "" },
      pitch: { ja: "文人の湯", en: "" },
      description: { ja: "静かな温泉地" },
      prefecture: "神奈川県",
      region: "kanto",
      moods: ["fire", "mountain"],
      bestSeasons: ["autumn", "winter"],
      tags: ["onsen", "nature"],
      highlights: [],
      distanceFromTokyoKm: 90,
      travelTimeFromTokyoMinutes: 80,
      estimatedBudgetMin: 15000,
      estimatedBudgetMax: 50000,
      latitude: 35.1477,
      mainStationId: "atami",
      alternativeStationIds: ["odawara", "hakone-yumoto"],
      sources: ["https://x.example/"],
    });
  });

  it("refuses stations the network does not know", () => {
    const r = parseCsv("destinations", csv(header, row({ main: "nowhere", alternatives: "odawara|mars" })), context);
    expect(r.rows[0].errors).toEqual([
      { column: "main_station", message: "unknownStation" },
      { column: "alternative_stations", message: "unknownStation" },
    ]);
  });

  it("refuses a main station listed as an alternative, and more than five alternatives", () => {
    expect(parseCsv("destinations", csv(header, row({ main: "atami", alternatives: "odawara|atami" })), context).rows[0].errors).toEqual([{ column: "alternative_stations", message: "mainAlsoAlternative" }]);
    const many = parseCsv("destinations", csv(header, row({ main: "", alternatives: "odawara|atami|hakone-yumoto|gora|kamakura|mishima" })), context);
    expect(many.rows[0].errors).toEqual([{ column: "alternative_stations", message: "tooMany:5" }]);
  });

  it("refuses an unknown region, season or mood, and a destination without moods", () => {
    expect(parseCsv("destinations", csv(header, row({ region: "kansai" })), context).rows[0].errors).toEqual([{ column: "region", message: "invalidChoice" }]);
    expect(parseCsv("destinations", csv(header, row({ seasons: "spring|rainy" })), context).rows[0].errors).toEqual([{ column: "best_seasons", message: "invalidChoice" }]);
    expect(parseCsv("destinations", csv(header, row({ moods: "forest" })), context).rows[0].errors).toEqual([{ column: "moods", message: "invalidChoice" }]);
    expect(parseCsv("destinations", csv(header, row({ moods: "" })), context).rows[0].errors).toEqual([{ column: "moods", message: "pickOne" }]);
  });

  it("flags a slug repeated in the file or already taken", () => {
    const r = parseCsv("destinations", csv(header, row(), row(), row({ slug: "hakone" })), context);
    expect(r.rows.map((x) => x.errors)).toEqual([[], [{ column: "slug", message: "duplicateInFile" }], [{ column: "slug", message: "alreadyExists" }]]);
  });
});

describe("templates", () => {
  it("have every column and an example row that passes the checks", () => {
    for (const kind of CSV_KINDS) {
      const text = csvTemplate(kind, CSV_EXAMPLES[kind]);
      expect(text.split(/\r?\n/)[0]).toBe(CSV_COLUMNS[kind].join(","));
      const r = parseCsv(kind, text, context);
      expect(r.fileErrors, kind).toEqual([]);
      expect(r.rows[0].errors, kind).toEqual([]);
    }
  });
});
