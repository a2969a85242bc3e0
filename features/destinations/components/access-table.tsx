import { Car, TrainFront, Zap, Coins } from "lucide-react";
import type { AccessRow, AccessWay } from "../access-table";
import type { ServerFormat } from "../format";

interface Texts {
  title: string;
  lead: string;
  caption: string;
  from: string;
  ways: string;
  train: string;
  car: string;
  fastest: string;
  cheapest: string;
  noWay: string;
  changes: (count: number) => string;
  km: (km: number) => string;
  via: (line: string) => string;
}

/** The ten departures as rows, train and car as columns; the fastest and cheapest way marked. */
export function AccessTable({ rows, texts, fmt }: { rows: AccessRow[]; texts: Texts; fmt: ServerFormat }) {
  const way = (row: AccessRow, mode: AccessWay["mode"]) => {
    const w = row.ways.find((x) => x.mode === mode);
    const Icon = mode === "train" ? TrainFront : Car;
    const label = mode === "train" ? texts.train : texts.car;
    if (!w)
      return (
        <li className="flex items-start gap-2 text-sumi-soft">
          <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span><span className="sr-only">{label}: </span>{texts.noWay}</span>
        </li>
      );
    const detail = mode === "train" ? [w.changes !== undefined ? texts.changes(w.changes) : null, w.via ? texts.via(w.via) : null] : [w.km !== undefined ? texts.km(w.km) : null];
    return (
      <li className="flex items-start gap-2" data-testid={`access-${mode}`}>
        <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-sumi-soft" />
        <div className="min-w-0">
          <div className="flex flex-wrap items-baseline gap-x-2">
            <span className="sr-only">{label}: </span>
            <span className="whitespace-nowrap font-semibold tabular-nums text-sumi">{fmt.duration(w.minutes)}</span>
            <span className="whitespace-nowrap tabular-nums text-sumi">{fmt.yen(w.yen)}</span>
            {row.fastest === mode && (
              <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
                <Zap aria-hidden className="size-3" /> {texts.fastest}
              </span>
            )}
            {row.cheapest === mode && (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
                <Coins aria-hidden className="size-3" /> {texts.cheapest}
              </span>
            )}
          </div>
          <div className="text-xs text-sumi-soft">{detail.filter(Boolean).join(" · ")}</div>
        </div>
      </li>
    );
  };
  return (
    <section aria-labelledby="access-title" className="space-y-3" data-testid="destination-access">
      <h2 id="access-title" className="text-xl font-bold text-sumi">{texts.title}</h2>
      <p className="text-sm text-sumi-soft">{texts.lead}</p>
      <div className="overflow-hidden rounded-2xl border border-line bg-white">
        <table className="w-full text-sm">
          <caption className="sr-only">{texts.caption}</caption>
          <thead className="bg-washi-deep/60 text-left text-xs text-sumi-soft">
            <tr>
              <th scope="col" className="w-24 px-3 py-2 font-medium sm:w-36">{texts.from}</th>
              <th scope="col" className="px-3 py-2 font-medium">{texts.ways}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={row.departureId} data-testid="access-row">
                <th scope="row" className="px-3 py-3 text-left align-top font-medium text-sumi">{row.departure}</th>
                <td className="px-3 py-3 align-top">
                  <ul className="grid gap-2 lg:grid-cols-2">
                    {way(row, "train")}
                    {way(row, "car")}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
