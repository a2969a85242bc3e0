"use client";

import { Compass, Route, Ticket } from "lucide-react";
import { useTranslations } from "next-intl";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { BookingCentre } from "./booking-centre";
import { LocalExplorer } from "./local-explorer";
import { tripMonths } from "@/lib/months";
import { RouteNavigator } from "./route-navigator";
import { type SelectedProposal } from "@/features/proposal";
import type { StayBookingState } from "@/features/booking";

const TAB = "min-h-11";

/** The hub's three tabs (Radix: arrow keys move between them, Tab moves into the panel). */
export function HubTabs({ selected, stayState }: { selected: SelectedProposal; stayState: StayBookingState }) {
  const t = useTranslations("hub.tabs");
  return (
    <Tabs defaultValue="booking" className="space-y-2">
      {/* Icons only from sm up: three labels fit a 360 px phone without scrolling. Tabs are 44 px
          tall, a thumb's width. */}
      <TabsList aria-label={t("label")} className="[&_svg]:hidden sm:[&_svg]:inline">
        <TabsTrigger value="booking" className={TAB}>
          <Ticket aria-hidden /> {t("booking")}
        </TabsTrigger>
        <TabsTrigger value="route" className={TAB}>
          <Route aria-hidden /> {t("route")}
        </TabsTrigger>
        <TabsTrigger value="explorer" className={TAB}>
          <Compass aria-hidden /> {t("explorer")}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="booking">
        <BookingCentre selected={selected} stayState={stayState} />
      </TabsContent>
      <TabsContent value="route">
        <RouteNavigator selected={selected} />
      </TabsContent>
      <TabsContent value="explorer">
        {/* The simple proposals know their destination by slug; the gacha ones by id. */}
        <LocalExplorer destinationRef={selected.proposal.id} tripMonths={tripMonths(selected.trip.checkIn, selected.trip.checkOut)} />
      </TabsContent>
    </Tabs>
  );
}
