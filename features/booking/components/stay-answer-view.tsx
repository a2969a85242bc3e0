import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { isoOf, nightsBetween } from "@/lib/japan-time";
import type { StayLinkState } from "../answers";
import { japanTimeText } from "../mail/facts";
import { StayAnswerForm } from "./stay-answer-form";

/** The page a stay's link opens: the request's facts and the answer, or why there is none to give. */
export async function StayAnswerView({ token, link, locale }: { token: string; link: StayLinkState; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "booking" });
  if (link.state !== "open") {
    return (
      <p role="status" className="rounded-xl bg-white p-4 text-sumi shadow-sm" data-testid="stay-answer-outcome">
        {t(`stayAnswer.${link.state}`)}
      </p>
    );
  }
  const b = link.booking;
  const checkIn = isoOf(b.checkInDate);
  const checkOut = isoOf(b.checkOutDate);
  const rows: [string, string][] = [
    [t("mail.label.number"), b.confirmationNumber],
    [t("mail.label.stay"), b.accommodation.nameJa],
    [t("mail.label.dates"), t("mail.datesValue", { checkIn, checkOut, nights: nightsBetween(b.checkInDate, b.checkOutDate) })],
    [t("mail.label.party"), t("mail.party", { adults: b.guestCountAdults, children: b.guestCountChildren })],
    [t("mail.stay.guest"), b.guestName],
  ];
  return (
    <div className="space-y-5">
      {b.urgent && (
        <p className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800" data-testid="stay-answer-urgent">
          {t("stayAnswer.urgent")}
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-white p-4 shadow-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {b.answerBy && <p className="text-sm">{t("stayAnswer.deadline", { deadline: japanTimeText(b.answerBy, locale) })}</p>}
      <StayAnswerForm token={token} action={link.action} />
    </div>
  );
}
