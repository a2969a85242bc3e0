"use client";

import { Check, Loader2, X } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { answerStayRequestAction } from "../stay-answer-actions";

type Outcome = "accepted" | "declined" | "answered" | "expired" | "invalid" | "taken";

/** Accept in one click, or decline with optional other dates and a note to the guest. */
export function StayAnswerForm({ token, action }: { token: string; action: "accept" | "decline" }) {
  const t = useTranslations("booking.stayAnswer");
  const [sending, setSending] = React.useState(false);
  const [outcome, setOutcome] = React.useState<Outcome | null>(null);
  const [problem, setProblem] = React.useState<string | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = new FormData(event.currentTarget);
    setSending(true);
    setProblem(null);
    const result = await answerStayRequestAction({
      token,
      note: String(form.get("note") ?? ""),
      alternativeCheckIn: String(form.get("alternativeCheckIn") ?? ""),
      alternativeCheckOut: String(form.get("alternativeCheckOut") ?? ""),
    }).catch(() => null);
    setSending(false);
    if (result?.ok) return setOutcome(result.data.outcome);
    const key = Object.values(result?.fieldErrors ?? {})[0]?.[0];
    setProblem(key === "alternativeInvalid" || key === "noteTooLong" ? t(key) : (result?.message ?? t("failed")));
  }

  if (outcome) {
    const text = t(outcome);
    return (
      <p role="status" className="rounded-xl bg-white p-4 text-sumi shadow-sm" data-testid="stay-answer-outcome">
        {text}
      </p>
    );
  }
  return (
    <form onSubmit={submit} className="space-y-4" aria-busy={sending} data-testid="stay-answer-form">
      {action === "decline" && (
        <fieldset className="space-y-3" disabled={sending}>
          <legend className="text-sm font-semibold">{t("alternativeLabel")}</legend>
          <div className="grid grid-cols-2 gap-3">
            <label className="text-sm">
              {t("alternativeCheckIn")}
              <Input type="date" name="alternativeCheckIn" className="mt-1" />
            </label>
            <label className="text-sm">
              {t("alternativeCheckOut")}
              <Input type="date" name="alternativeCheckOut" className="mt-1" />
            </label>
          </div>
          <label className="block text-sm">
            {t("noteLabel")}
            <textarea name="note" maxLength={500} rows={3} className="mt-1 w-full rounded-md border border-input bg-white p-2" />
          </label>
        </fieldset>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={sending} data-testid="stay-answer-submit">
        {sending ? <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" /> : action === "accept" ? <Check aria-hidden /> : <X aria-hidden />}
        {sending ? t("sending") : action === "accept" ? t("accept") : t("decline")}
      </Button>
    </form>
  );
}
