export interface MapPoint {
  latitude: number;
  longitude: number;
  name: string;
}

export interface RouteMapProps {
  from: MapPoint;
  to: MapPoint;
  /** [longitude, latitude] points; the straight line when empty. */
  path: [number, number][];
}

export const JAPAN_OUTLINE_URL = "/images/japan-outline.json";

export function routeLine(p: RouteMapProps): [number, number][] {
  return p.path.length >= 2
    ? p.path
    : [
        [p.from.longitude, p.from.latitude],
        [p.to.longitude, p.to.latitude],
      ];
}

export function bounds(points: [number, number][]): [[number, number], [number, number]] {
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}
