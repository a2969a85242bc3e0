import { describe, expect, it } from "vitest";
import { destinations } from "@/data/catalogue";
import type { ByRoad } from "@/data/catalogue/schema";
import { journeys, type Journey, type NodeId } from "@/data/network";
import { nodes } from "./graph";
import { drive, reachFrom, type Reach } from "./model";

// The reachability model held to real journeys (data/network/journeys.ts and journeys-door.ts, each
// with the pages it was read from): ±15 % by public transport, ±20 % by car. A journey ends at a
// network node, at a catalogue station (the destination's last leg, before its onward stretch), or
// at a destination itself (door to door). Ferry crossings between two ports are left out: the model
// rightly prefers the shinkansen where one runs beside the ferry (Aomori–Hakodate).

const bySlug = new Map(destinations.map((d) => [d.slug, d]));

function resolve(j: Journey) {
  const node = nodes.get(j.from as NodeId);
  const from = j.fromPoint ?? node;
  if (!from) return null;
  const table = reachFrom({ latitude: from.latitude, longitude: from.longitude, stationId: node ? j.from : undefined });
  if (nodes.has(j.to as NodeId)) return { table, node: j.to as NodeId, target: null, station: false };
  const place = bySlug.get(j.to);
  if (place) return { table, node: null, target: place, station: false };
  const d = destinations.find((x) => x.lastLegs.some((l) => l.toStation === j.to));
  return d ? { table, node: null, target: d, station: true } : null;
}

/** Minutes by public transport as the journey counts them (to the station: without the onward stretch). */
function transitMinutes(j: Journey): number {
  const r = resolve(j)!;
  if (r.node) return r.table.trainToNode(r.node)!.minutes;
  const train = (r.table.to(r.target!) as Reach).train!;
  const onward = r.station ? train.segments.filter((s) => s.kind === "onward").reduce((t, s) => t + s.minutes, 0) : 0;
  return train.minutes - onward;
}

const ports = (j: Journey) => j.from.endsWith("-port") && j.to.endsWith("-port");
const transit = journeys.filter((j) => j.mode !== "car" && !ports(j) && resolve(j));
const drives = journeys.filter((j) => j.mode === "car" && resolve(j)?.target);

describe("the model's public-transport times against real journeys (±15%)", () => {
  it("covers at least 60 journeys from at least 15 departures, every journey with a source", () => {
    expect(transit.length).toBeGreaterThanOrEqual(60);
    expect(new Set(transit.map((j) => j.from)).size).toBeGreaterThanOrEqual(15);
    expect(journeys.every((j) => j.sources.length > 0)).toBe(true);
  });

  it("leaves no journey of the table unresolved", () => {
    expect(journeys.filter((j) => !ports(j) && !resolve(j)).map((j) => `${j.from} → ${j.to}`)).toEqual([]);
  });

  it.each(transit.map((j) => [`${j.from} → ${j.to}`, j] as const))("%s", (_, j) => {
    const minutes = transitMinutes(j);
    expect(minutes / j.minutes, `${minutes} min against ${j.minutes} (${j.via})`).toBeGreaterThanOrEqual(0.85);
    expect(minutes / j.minutes, `${minutes} min against ${j.minutes} (${j.via})`).toBeLessThanOrEqual(1.15);
  });
});

describe("fares from the JR fare structure", () => {
  const priced = transit.filter((j) => j.mode === "train" && j.fareYen && nodes.has(j.to as NodeId));
  it.each(priced.map((j) => [`${j.from} → ${j.to}: ¥${j.fareYen}`, j] as const))("%s within ±20%%", (_, j) => {
    const fare = resolve(j)!.table.trainToNode(j.to as NodeId)!.fareYen;
    expect(fare / j.fareYen!).toBeGreaterThanOrEqual(0.8);
    expect(fare / j.fareYen!).toBeLessThanOrEqual(1.2);
  });

  it("Tokyo → Shin-Osaka is the published Nozomi total: fare 8,910 + charge 5,810", () => {
    const tokyo = nodes.get("tokyo")!;
    expect(reachFrom({ ...tokyo, stationId: "tokyo" }).trainToNode("shin-osaka")?.fareYen).toBe(14_720);
  });
});

describe("by car (±20%)", () => {
  it("covers at least 20 drives to destinations", () => expect(drives.length).toBeGreaterThanOrEqual(20));

  it.each(drives.map((j) => [`${j.from} → ${j.to}`, j] as const))("%s", (_, j) => {
    const r = resolve(j)!;
    const car = r.table.to(r.target!).car!;
    expect(car.minutes / j.minutes, `${car.minutes} min against ${j.minutes} (${j.via})`).toBeGreaterThanOrEqual(0.8);
    expect(car.minutes / j.minutes, `${car.minutes} min against ${j.minutes} (${j.via})`).toBeLessThanOrEqual(1.2);
    expect(car.costYen.min).toBeLessThan(car.costYen.max);
  });

  it("does not drive across the sea: Okinawa from Tokyo has no car route, Hokkaido takes the ferry", () => {
    const tokyo = { ...nodes.get("tokyo")!, stationId: "tokyo" };
    const okinawa = destinations.find((d) => d.prefecture === "沖縄県")!;
    const hokkaido = destinations.find((d) => d.slug === "noboribetsu")!;
    expect(reachFrom(tokyo).to(okinawa).car).toBeNull();
    expect(reachFrom(tokyo).to(okinawa).train?.segments.some((s) => s.kind === "flight")).toBe(true);
    expect(reachFrom(tokyo).to(hokkaido).car!.minutes).toBeGreaterThan(600);
  });
});

describe("snow and closed roads", () => {
  const sapporo = { ...nodes.get("sapporo")!, stationId: "sapporo" };
  const toya = bySlug.get("toya")!;

  it("a trip in the road's snow months takes longer by car than a summer trip", () => {
    const summer = reachFrom(sapporo).to(toya, { months: [8] }).car!;
    const winter = reachFrom(sapporo).to(toya, { months: [1] }).car!;
    expect(summer.snow).toBe(false);
    expect(winter.snow).toBe(true);
    expect(winter.minutes).toBeGreaterThan(summer.minutes * 1.1);
  });

  it("a pass closed in the trip's months is reported, and an open road is taken instead", () => {
    const ginzan = bySlug.get("ginzan-onsen")!;
    const pass = ginzan.moreRoads!.find((r) => r.closed)!;
    expect(drive(pass, [1]).closed?.en).toMatch(/closed in winter/);
    expect(drive(pass, [8]).closed).toBeNull();
    const sendai = { ...nodes.get("sendai")!, stationId: "sendai" };
    const winter = reachFrom(sendai).to(ginzan, { months: [1] }).car!;
    expect(winter.closed).toBeNull();
    expect(winter.snow).toBe(true);
    const onlyRoad: ByRoad = { ...pass, fromHub: "sendai" };
    expect(drive(onlyRoad, [2]).closed).not.toBeNull();
  });
});

describe("from anywhere", () => {
  it("a point between stations starts with a local leg to a nearby hub", () => {
    // Sapporo's Odori Park, about 1 km south of Sapporo Station.
    const r = reachFrom({ latitude: 43.0594, longitude: 143.3478 - 2 }).to(bySlug.get("otaru")!);
    expect(r.train!.segments[0]!.kind).toBe("first");
    expect(r.train!.minutes).toBeGreaterThan(40);
    expect(r.train!.minutes).toBeLessThan(100);
  });

  it("a traveller leaving from Shinjuku starts at Shinjuku, not at Tokyo Station", () => {
    const shinjuku = { ...nodes.get("shinjuku")!, stationId: "shinjuku" };
    const train = reachFrom(shinjuku).to(bySlug.get("nasu")!).train!;
    expect(train.segments[0]!.from?.en).toBe("Shinjuku Station");
    expect(train.segments.at(-1)!.kind).toBe("onward");
  });

  it("caches one table per origin", () => {
    const osaka = { ...nodes.get("osaka")!, stationId: "osaka" };
    expect(reachFrom(osaka)).toBe(reachFrom(osaka));
  });
});
