import { describe, expect, it } from "vitest";
import { destinations } from "@/data/catalogue";
import { journeys, type Journey, type NodeId } from "@/data/network";
import { nodes } from "./graph";
import { reachFrom } from "./model";

// The reachability model held to real journeys (data/network/journeys.ts: each with the pages it
// was read from). Ends are network nodes, or a destination station the catalogue reaches by its
// last leg. Ferry crossings between two ports are left out: the model rightly prefers the
// shinkansen where one runs beside the ferry (Aomori–Hakodate).

function resolve(j: Journey) {
  const from = nodes.get(j.from as NodeId);
  if (!from) return null;
  const table = reachFrom({ latitude: from.latitude, longitude: from.longitude, stationId: j.from });
  if (nodes.has(j.to as NodeId)) return { table, node: j.to as NodeId, target: null };
  const d = destinations.find((x) => x.lastLegs.some((l) => l.toStation === j.to));
  return d ? { table, node: null, target: d } : null;
}

const transit = journeys.filter((j) => (j.mode === "train" || j.mode === "bus") && resolve(j));

describe("the model's public-transport times against real journeys (±20%)", () => {
  it("covers at least 20 journeys", () => expect(transit.length).toBeGreaterThanOrEqual(20));

  it.each(transit.map((j) => [`${j.from} → ${j.to}`, j] as const))("%s", (_, j) => {
    const r = resolve(j)!;
    const minutes = r.node ? r.table.trainToNode(r.node)!.minutes : r.table.to(r.target!).train!.minutes;
    expect(minutes / j.minutes, `${minutes} min against ${j.minutes} (${j.via})`).toBeGreaterThanOrEqual(0.8);
    expect(minutes / j.minutes, `${minutes} min against ${j.minutes} (${j.via})`).toBeLessThanOrEqual(1.2);
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

describe("by car", () => {
  const drives = journeys.filter((j) => j.mode === "car" && resolve(j)?.target);
  it.each(drives.map((j) => [`${j.from} → ${j.to}`, j] as const))("%s within ±30%%", (_, j) => {
    const r = resolve(j)!;
    const car = r.table.to(r.target!).car!;
    expect(car.minutes / j.minutes).toBeGreaterThanOrEqual(0.7);
    expect(car.minutes / j.minutes).toBeLessThanOrEqual(1.3);
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

describe("from anywhere", () => {
  it("a point between stations starts with a local leg to a nearby hub", () => {
    // Sapporo's Odori Park, about 1 km south of Sapporo Station.
    const r = reachFrom({ latitude: 43.0594, longitude: 141.3478 }).to(destinations.find((d) => d.slug === "otaru")!);
    expect(r.train!.segments[0]!.kind).toBe("first");
    expect(r.train!.minutes).toBeGreaterThan(40);
    expect(r.train!.minutes).toBeLessThan(90);
  });

  it("caches one table per origin", () => {
    const osaka = { ...nodes.get("osaka")!, stationId: "osaka" };
    expect(reachFrom(osaka)).toBe(reachFrom(osaka));
  });
});
