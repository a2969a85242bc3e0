import outline from "@/public/images/japan-outline.json";

// The projection behind a stay's location pictures: the offline outline of Japan around a point,
// as SVG path data (no tiles, no script). The page's card and the cards' small map share it.

export interface MapPoint {
  latitude: number;
  longitude: number;
}

type Ring = [number, number][];
const rings: Ring[] = (outline as unknown as { features: { geometry: { coordinates: Ring[] } }[] }).features.flatMap((f) => f.geometry.coordinates);

export interface LocationMap {
  /** The coast as one path's data. */
  coast: string;
  project(point: MapPoint): [number, number];
}

/** The coast within `span` degrees of latitude around `centre`, drawn in a width × height box. */
export function locationMap(centre: MapPoint, width: number, height: number, span: number): LocationMap {
  const kx = Math.cos((centre.latitude * Math.PI) / 180);
  const spanX = span * (width / height);
  const minX = centre.longitude * kx - spanX / 2;
  const maxY = centre.latitude + span / 2;
  const xy = (lng: number, lat: number): [number, number] => [((lng * kx - minX) / spanX) * width, ((maxY - lat) / span) * height];
  const coast = rings.map((ring) => "M" + ring.map(([lng, lat]) => xy(lng, lat).map((v) => v.toFixed(1)).join(",")).join("L") + "Z").join("");
  return { coast, project: (p) => xy(p.longitude, p.latitude) };
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);

/**
 * A stay's small location picture for the cards that would otherwise show a drawing of its type:
 * the coast, the stay and its station. A standalone SVG; the page's <img> carries the words.
 */
export function stayLocationSvg({ stay, station, title }: { stay: MapPoint; station: MapPoint | null; title?: string }): string {
  const W = 320;
  const H = 240;
  const map = locationMap(stay, W, H, 1.6);
  const [x, y] = map.project(stay);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">`,
    title ? `<title>${escapeXml(title)}</title>` : "",
    `<rect width="${W}" height="${H}" fill="#e8f1f4"/>`,
    `<path d="${map.coast}" fill="#f6f1e7" stroke="#9fb7bf" stroke-width="1"/>`,
    `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="26" fill="#c2410c" opacity="0.12"/>`,
  ];
  if (station) {
    const [sx, sy] = map.project(station);
    parts.push(`<rect x="${(sx - 5).toFixed(1)}" y="${(sy - 5).toFixed(1)}" width="10" height="10" fill="#1f2937" stroke="#fff" stroke-width="2"/>`);
  }
  parts.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="8" fill="#c2410c" stroke="#fff" stroke-width="3"/>`, "</svg>");
  return parts.join("");
}
