import { Footprints, MapPin, TrainFront } from "lucide-react";
import { locationMap } from "../location-map";
import type { FromStation } from "../walk";

// Shown where a stay has no photo yet: where it is, drawn on the server from the offline outline
// (no tiles, no script), with its station and the way from it. Only facts the catalogue holds.

interface Point {
  latitude: number;
  longitude: number;
}

export interface StayLocationCardProps {
  name: string;
  stay: Point;
  station: (Point & { name: string }) | null;
  way: FromStation | null;
  labels: { map: string; caption: string; way: string | null; stay: string; station: string | null };
  /** The destination's own art, faint behind the map. */
  backdrop?: string;
}

const WIDTH = 640;
const HEIGHT = 360;
/** Degrees of latitude shown around the stay: enough coast to tell where in Japan it is. */
const SPAN = 2.4;


export function StayLocationCard({ name, stay, station, way, labels, backdrop }: StayLocationCardProps) {
  const { coast, project } = locationMap(stay, WIDTH, HEIGHT, SPAN);
  const [x, y] = project(stay);
  const WayIcon = way?.kind === "walk" ? Footprints : TrainFront;

  return (
    <figure className="relative overflow-hidden rounded-3xl border border-line bg-[#e8f1f4] shadow-soft" data-testid="stay-location-card">
      {backdrop ? <img src={backdrop} alt="" aria-hidden className="absolute inset-0 h-full w-full object-cover opacity-15" /> : null}
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={labels.map} className="relative block h-auto w-full">
        <path d={coast} fill="#f6f1e7" stroke="#9fb7bf" strokeWidth={1.2} />
        <circle cx={x} cy={y} r={34} fill="#c2410c" opacity={0.12} />
        {station ? (() => {
          const [sx, sy] = project(station);
          return <rect x={sx - 6} y={sy - 6} width={12} height={12} fill="#1f2937" stroke="#fff" strokeWidth={2} />;
        })() : null}
        <circle cx={x} cy={y} r={11} fill="#c2410c" stroke="#fff" strokeWidth={3} />
        <text x={x + 18} y={y + 8} fontSize={24} fontWeight={700} fill="#7c2d12" stroke="#fff" strokeWidth={4} paintOrder="stroke">
          {name}
        </text>
      </svg>
      <figcaption className="relative space-y-2 bg-white/90 px-4 py-3 text-sm">
        <p className="text-xs text-sumi-soft">{labels.caption}</p>
        <ul className="flex flex-wrap gap-x-5 gap-y-1">
          <li className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden className="size-4 text-[#c2410c]" />
            {labels.stay}
          </li>
          {station && labels.station ? (
            <li className="inline-flex items-center gap-1.5">
              <TrainFront aria-hidden className="size-4" />
              {labels.station}
            </li>
          ) : null}
          {labels.way ? (
            <li className="inline-flex items-center gap-1.5 font-medium" data-testid="stay-walk">
              <WayIcon aria-hidden className="size-4" />
              {labels.way}
            </li>
          ) : null}
        </ul>
      </figcaption>
    </figure>
  );
}
