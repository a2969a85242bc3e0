import { BellRing, CalendarCheck, CircleX, Inbox, MailCheck } from "lucide-react";
import { getFormatter, getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/empty-state";
import type { Notice, NoticeKind } from "../trips";
import type { TripView } from "../service";

const ICONS: Record<NoticeKind, React.ReactNode> = {
  received: <MailCheck aria-hidden />,
  confirmed: <CalendarCheck aria-hidden />,
  cancelled: <CircleX aria-hidden />,
  upcoming: <BellRing aria-hidden />,
};

export async function NoticeList({ notices }: { notices: Notice<TripView>[] }) {
  const t = await getTranslations("account.messages");
  const format = await getFormatter();
  if (!notices.length) {
    return (
      <EmptyState icon={<Inbox aria-hidden />} title={t("empty.title")}>
        <p className="max-w-sm text-sm">{t("empty.body")}</p>
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-white" data-testid="notice-list">
      {notices.map((n) => (
        <li key={`${n.kind}-${n.trip.id}`} className="flex gap-4 px-5 py-4">
          <span className="mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-full bg-mood-soft text-mood-deep [&_svg]:size-5">{ICONS[n.kind]}</span>
          <div className="min-w-0 flex-1">
            <p className="font-medium">{t(`kinds.${n.kind}.title`)}</p>
            <p className="mt-0.5 text-sm text-sumi-soft">
              {t(`kinds.${n.kind}.body`, {
                name: n.trip.accommodationName,
                date: format.dateTime(n.trip.checkInDate, { dateStyle: "long" }),
                number: n.trip.confirmationNumber,
              })}
            </p>
            <p className="mt-1 text-xs text-sumi-soft/80">{format.dateTime(n.at, { dateStyle: "medium" })}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
