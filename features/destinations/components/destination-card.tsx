import { Link } from "@/i18n/navigation";
import { MOOD_ICONS } from "@/lib/moods";
import type { DestinationCardView } from "../views";
import { Picture } from "@/components/shell/picture";
import { InLang } from "@/components/ui/in-lang";

/** A destination as a plain link with its art, place, moods and one-line pitch. */
export function DestinationCard({ d, moodNames, extra, headingLevel = 3 }: { d: DestinationCardView; moodNames: Record<string, string>; extra?: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className="group list-none" data-mood={d.moods[0]} data-testid="destination-card">
      <Link href={`/destinations/${d.slug}`} className="block h-full overflow-hidden rounded-3xl border border-line bg-white shadow-sm transition-shadow hover:shadow-lift focus-visible:shadow-lift">
        <div className="relative aspect-[16/9] overflow-hidden bg-mood-soft">
          {/* Decorative: the name below says what it shows. */}
          <Picture src={d.heroImageUrl} alt="" sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw" loading="lazy" decoding="async" width={640} height={360} className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100" />
        </div>
        <div className="space-y-1.5 p-4">
          <Heading className="text-base font-bold text-sumi"><InLang text={d.name} /></Heading>
          <p className="text-xs text-sumi-soft">
            {d.prefecture}
            {extra ? ` · ${extra}` : ""}
          </p>
          {d.pitch && <p className="line-clamp-2 text-sm text-sumi"><InLang text={d.pitch} /></p>}
          <ul className="flex flex-wrap gap-1.5 pt-1" aria-label={Object.values(moodNames).length ? undefined : undefined}>
            {d.moods.map((m) => {
              const Icon = MOOD_ICONS[m];
              return (
                <li key={m} data-mood={m} className="inline-flex items-center gap-1 rounded-full bg-mood-soft px-2 py-0.5 text-xs font-medium text-mood-deep">
                  <Icon aria-hidden className="size-3" /> {moodNames[m]}
                </li>
              );
            })}
          </ul>
        </div>
      </Link>
    </li>
  );
}
