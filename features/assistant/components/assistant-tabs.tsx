"use client";

import { Activity, CalendarDays, MessageCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { ASSISTANT_TABS, type AssistantTab } from "../constants";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ChatPanel } from "./chat/chat-panel";
import { AiAdminContext, AiAvailabilityContext, type AiAvailability } from "./not-configured";
import { PlannerPanel } from "./planner/planner-panel";
import { StatusPanel } from "./status/status-panel";

const ICONS = { chat: MessageCircle, planner: CalendarDays, status: Activity } as const;

/**
 * Chat, planner and status. Panels stay mounted when hidden so a streaming reply or a plan
 * survives switching tabs; the tab is mirrored in ?tab= for links and reloads.
 */
export function AssistantTabs({ availability, isAdmin, destinations, initialTab }: { availability: AiAvailability; isAdmin: boolean; destinations: string[]; initialTab: AssistantTab }) {
  const configured = availability === "ready";
  const t = useTranslations("assistant.tabs");
  const [tab, setTab] = React.useState<AssistantTab>(initialTab);
  const listRef = React.useRef<HTMLDivElement>(null);
  const [visited, setVisited] = React.useState<Set<AssistantTab>>(() => new Set([initialTab]));

  const change = (value: string) => {
    const next = value as AssistantTab;
    setTab(next);
    setVisited((v) => (v.has(next) ? v : new Set(v).add(next)));
    const url = new URL(window.location.href);
    if (next === "chat") url.searchParams.delete("tab");
    else url.searchParams.set("tab", next);
    window.history.replaceState(window.history.state, "", url);
    // When the tabs are stuck under the header, start the new panel from its top.
    const list = listRef.current;
    if (list) {
      const top = list.parentElement!.getBoundingClientRect().top + window.scrollY - 80;
      if (window.scrollY > top) window.scrollTo({ top, behavior: "instant" });
    }
  };

  return (
    <AiAvailabilityContext value={availability}>
      <AiAdminContext value={isAdmin}>
        <Tabs value={tab} onValueChange={change}>
          <TabsList ref={listRef} aria-label={t("label")} className="sticky top-[4.5rem] z-20 rounded-2xl shadow-soft sm:rounded-full">
            {/* On phones the icon sits above a smaller label, so three tabs fit side by side. */}
            {ASSISTANT_TABS.map((key) => {
              const Icon = ICONS[key];
              return (
                <TabsTrigger key={key} value={key} className="min-h-12 flex-col gap-0.5 rounded-xl px-1 py-1.5 text-xs sm:min-h-11 sm:flex-row sm:gap-1.5 sm:rounded-full sm:px-3 sm:text-sm">
                  <Icon aria-hidden /> {t(key)}
                </TabsTrigger>
              );
            })}
          </TabsList>
          <TabsContent value="chat" forceMount className="data-[state=inactive]:hidden">
            <ChatPanel configured={configured} />
          </TabsContent>
          <TabsContent value="planner" forceMount className="data-[state=inactive]:hidden">
            {visited.has("planner") ? <PlannerPanel configured={configured} destinations={destinations} /> : null}
          </TabsContent>
          <TabsContent value="status" forceMount className="data-[state=inactive]:hidden">
            {/* Polling starts when the tab is first opened. */}
            {visited.has("status") ? <StatusPanel configured={configured} /> : null}
          </TabsContent>
        </Tabs>
      </AiAdminContext>
    </AiAvailabilityContext>
  );
}
