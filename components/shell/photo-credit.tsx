import type { PhotoCredit as Credit } from "@/lib/photo-credit";
import { CREDIT_SOURCE_NAMES } from "@/lib/photo-credit";
import { cn } from "@/lib/utils";

/** "Photo: author · licence · source", each part a link where the source gives one. */
export function PhotoCredit({ credit, label, className }: { credit: Credit; label: string; className?: string }) {
  const source = CREDIT_SOURCE_NAMES[credit.source];
  const link = "underline underline-offset-2";
  return (
    <p className={cn("text-xs", className)} data-testid="photo-credit">
      {label}: {credit.author || "—"}
      {credit.licence ? (
        <>
          {" · "}
          {credit.licenceUrl ? (
            <a href={credit.licenceUrl} rel="license noopener" target="_blank" className={link}>
              {credit.licence}
            </a>
          ) : (
            credit.licence
          )}
        </>
      ) : null}
      {source ? (
        <>
          {" · "}
          {credit.sourceUrl ? (
            <a href={credit.sourceUrl} rel="noopener" target="_blank" className={link}>
              {source}
            </a>
          ) : (
            source
          )}
        </>
      ) : null}
    </p>
  );
}
