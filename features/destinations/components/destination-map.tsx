import outline from "@/public/images/japan-outline.json";

// A map drawn on the server as SVG: the coastline of the main islands around the destination, the
// destination, its main station and the nearby destinations. No tiles, no script, no network.

interface Point {
  latitude: number;
  longitude: number;
}

interface Props {
  label: string;
  here: Point & { name: string };
  station: (Point & { name: string }) | null;
  nearby: (Point & { name: string; slug: string })[];
  hrefOf: (slug: string) => string;
  legend: { here: string; nearby: string; station: string | null };
}

const WIDTH = 640;
const HEIGHT = 400;
const PAD = 40;
/** The smallest window shown, in degrees of latitude, so a lone destination still has a coast around it. */
const MIN_SPAN = 1.6;

type Ring = [number, number][];
const rings: Ring[] = (outline as unknown as { features: { geometry: { coordinates: Ring[] } }[] }).features.flatMap((f) => f.geometry.coordinates);

export function DestinationMap({ label, here, station, nearby, hrefOf, legend }: Props) {
  const points = [here, ...(station ? [station] : []), ...nearby];
  const lat0 = here.latitude;
  const kx = Math.cos((lat0 * Math.PI) / 180);
  const xs = points.map((p) => p.longitude * kx);
  const ys = points.map((p) => p.latitude);
  let minX = Math.min(...xs);
  let maxX = Math.max(...xs);
  let minY = Math.min(...ys);
  let maxY = Math.max(...ys);
  // Grow the window to the frame's aspect and the minimum span, centred on the points.
  const aspect = (WIDTH - 2 * PAD) / (HEIGHT - 2 * PAD);
  let spanY = Math.max(maxY - minY, MIN_SPAN, (maxX - minX) / aspect);
  let spanX = spanY * aspect;
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  minX = cx - spanX / 2;
  maxX = cx + spanX / 2;
  minY = cy - spanY / 2;
  maxY = cy + spanY / 2;
  spanX = maxX - minX;
  spanY = maxY - minY;
  const project = (lng: number, lat: number): [number, number] => [PAD + ((lng * kx - minX) / spanX) * (WIDTH - 2 * PAD), PAD + ((maxY - lat) / spanY) * (HEIGHT - 2 * PAD)];
  const coast = rings.map((ring) => "M" + ring.map(([lng, lat]) => project(lng, lat).map((v) => v.toFixed(1)).join(",")).join("L") + "Z").join("");
  const [hx, hy] = project(here.longitude, here.latitude);

  return (
    <figure className="max-w-2xl overflow-hidden rounded-3xl border border-line bg-[#e8f1f4]">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="group" aria-label={label} className="block h-auto w-full">
        <path d={coast} fill="#f6f1e7" stroke="#9fb7bf" strokeWidth={1.2} />
        {nearby.map((n) => {
          const [x, y] = project(n.longitude, n.latitude);
          return (
            <a key={n.slug} href={hrefOf(n.slug)}>
              <circle cx={x} cy={y} r={7} fill="#5f6b45" stroke="#fff" strokeWidth={2} />
              <text x={x + 11} y={y + 6} fontSize={20} fill="#33391f">
                {n.name}
              </text>
            </a>
          );
        })}
        {station && (() => {
          const [x, y] = project(station.longitude, station.latitude);
          return <rect x={x - 5} y={y - 5} width={10} height={10} fill="#1f2937" stroke="#fff" strokeWidth={2} />;
        })()}
        <circle cx={hx} cy={hy} r={11} fill="#c2410c" stroke="#fff" strokeWidth={3} />
        <text x={hx + 16} y={hy + 8} fontSize={24} fontWeight={700} fill="#7c2d12">
          {here.name}
        </text>
      </svg>
      <figcaption className="flex flex-wrap gap-x-5 gap-y-1 px-4 py-3 text-xs text-sumi-soft">
        <span className="inline-flex items-center gap-1.5"><span aria-hidden className="inline-block size-3 rounded-full bg-[#c2410c]" />{legend.here}</span>
        {nearby.length > 0 && <span className="inline-flex items-center gap-1.5"><span aria-hidden className="inline-block size-3 rounded-full bg-[#5f6b45]" />{legend.nearby}</span>}
        {legend.station && <span className="inline-flex items-center gap-1.5"><span aria-hidden className="inline-block size-3 bg-[#1f2937]" />{legend.station}</span>}
      </figcaption>
    </figure>
  );
}
