"use client";

import { ArrowLeft } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { cn } from "@/lib/utils";

interface StepLayoutProps {
  step: string;
  title: string;
  lead: string;
  mood?: string;
  backHref: "/inspiration" | "/mood-selection";
  hint: string;
  ready: boolean;
  action: React.ReactNode;
  children: React.ReactNode;
}

/** The two steps of the other entry path: heading, content, and a bottom bar with back and next. */
export function StepLayout({ step, title, lead, mood, backHref, hint, ready, action, children }: StepLayoutProps) {
  const t = useTranslations("entry");
  return (
    <main id="main" data-mood={mood} className="min-h-dvh bg-gradient-to-b from-mood-soft/70 via-washi to-washi pb-40 pt-16">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <header className="pb-6 pt-8 animate-rise sm:pt-12">
          <p className="text-sm font-semibold text-mood">{step}</p>
          <h1 className="mt-1 text-balance text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-2 text-[15px] text-sumi-soft">{lead}</p>
        </header>
        {children}
      </div>
      <div data-bottom-bar className="fixed inset-x-0 bottom-0 z-30 border-t border-line/70 bg-washi/90 px-4 pb-[max(1rem,env(safe-area-inset-bottom))] pt-3 backdrop-blur-md">
        <div className="mx-auto flex max-w-3xl flex-col gap-2">
          <p id="step-hint" role="status" aria-live="polite" data-testid="step-hint" className={cn("text-center text-sm", ready ? "text-mood" : "text-sumi-soft")}>
            {hint}
          </p>
          <div className="flex gap-2">
            <Button asChild variant="outline" size="lg" className="shrink-0">
              <Link href={backHref}>
                <ArrowLeft aria-hidden /> {t("back")}
              </Link>
            </Button>
            {action}
          </div>
        </div>
      </div>
    </main>
  );
}
