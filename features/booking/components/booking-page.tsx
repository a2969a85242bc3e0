import { getTranslations } from "next-intl/server";
import type { HolidayMap } from "@/features/trip/server";
import { stayPath } from "@/lib/stay-path";
import type { AccommodationDetail } from "../views";
import { BackLink } from "./back-link";
import { BookingScreen } from "./booking-screen";
import { TripMood } from "./trip-mood";

export async function BookingPage({ stay, holidays }: { stay: AccommodationDetail; holidays: HolidayMap }) {
  const t = await getTranslations("booking");
  return (
    <TripMood className="min-h-dvh bg-washi">
      <main id="main" className="mx-auto max-w-5xl px-4 pb-16 pt-20 sm:px-8">
        <BackLink label={t("back")} fallback={stayPath(stay.slug)} />
        <h1 className="mb-1 mt-2 text-2xl font-bold sm:text-3xl">{t("title")}</h1>
        <p className="mb-6 text-sm text-sumi-soft">{t("lead")}</p>
        <BookingScreen
          stay={{ id: stay.id, name: stay.name, area: stay.area, image: stay.images[0], pricePerNightMin: stay.pricePerNightMin, maxGuests: stay.maxGuests }}
          holidays={holidays}
        />
      </main>
    </TripMood>
  );
}
