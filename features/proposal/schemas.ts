import { z } from "zod";
import { lastCheckInDay, MAX_STAY_NIGHTS } from "@/features/trip";
import { addDays, daysBetween, isIsoDate, japanToday } from "@/lib/japan-time";
import { BUDGET_CAP_STEP, MAX_BUDGET_CAP, MAX_GUESTS, MIN_BUDGET_CAP, MIN_GUESTS } from "@/features/trip";
import { MOODS } from "@/lib/moods";
import { EARLIEST_ARRIVE_BY, MAX_EXCLUSIONS, REACH_HOURS } from "@/features/trip";

const isoDate = z.string().refine(isIsoDate, { message: "must be a date (yyyy-mm-dd)" });

/** What the proposal screen sends to draw (or re-show) a destination. */
export const proposalRequestSchema = z
  .object({
    moods: z
      .array(z.enum(MOODS))
      .max(MOODS.length * 2)
      .default([])
      .transform((m) => [...new Set(m)]),
    prefectures: z.array(z.string().trim().min(1).max(20)).max(47).optional(),
    features: z.array(z.string().trim().min(1).max(100)).max(10).optional(),
    checkIn: isoDate.nullish(),
    checkOut: isoDate.nullish(),
    guests: z.number().int().min(MIN_GUESTS).max(MAX_GUESTS).optional(),
    /** Children among the guests (the rest are adults). */
    children: z.number().int().min(0).max(MAX_GUESTS - 1).optional(),
    /** 'Everything for us under ¥…': only destinations whose cheapest trip fits. */
    budgetCap: z.number().int().min(MIN_BUDGET_CAP).max(MAX_BUDGET_CAP).multipleOf(BUDGET_CAP_STEP).optional(),
    /** 'Up to N h' one way, door to door (5: five hours or more); absent: the trip's length decides. */
    maxHours: z
      .number()
      .int()
      .refine((h) => (REACH_HOURS as readonly number[]).includes(h), { message: `must be one of ${REACH_HOURS.join(", ")}` })
      .optional(),
    /** 'Arrive by hh:mm' on the first day. */
    arriveBy: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "must be a time (hh:mm)" })
      .refine((t) => t >= EARLIEST_ARRIVE_BY, { message: `must be ${EARLIEST_ARRIVE_BY} or later` })
      .optional(),
    departure: z
      .object({
        label: z.string().trim().max(200).optional(),
        stationId: z.string().trim().max(100).optional(),
        latitude: z.number().min(-90).max(90).optional(),
        longitude: z.number().min(-180).max(180).optional(),
      })
      .optional(),
    hasCar: z.boolean().optional(),
    /** The sealed seed the screen was given for this press (its hash was on screen before). */
    seal: z.string().max(200).regex(/^[\w-]+$/).optional(),
    /** Places the traveller asked to leave out (not this place, been there): never drawn. */
    exclude: z.array(z.uuid()).max(MAX_EXCLUSIONS).optional(),
    /** Re-show this destination (already drawn) instead of drawing a new one. */
    show: z.uuid().optional(),
    /**
     * A destination the server drew into the page but the traveller never saw (the browser asked
     * another question): taken off the visitor's seen list when it is the last one on it.
     */
    unsee: z.uuid().optional(),
  })
  .refine((v) => !v.checkIn || v.checkIn >= addDays(japanToday(), -1), { path: ["checkIn"], message: "must not be in the past" })
  .refine((v) => !v.checkIn || v.checkIn <= lastCheckInDay(), { path: ["checkIn"], message: "must be within a year from today" })
  .refine((v) => !v.checkIn || !v.checkOut || v.checkOut > v.checkIn, { path: ["checkOut"], message: "must be after check-in" })
  .refine((v) => !v.checkIn || !v.checkOut || daysBetween(v.checkIn, v.checkOut) <= MAX_STAY_NIGHTS, { path: ["checkOut"], message: `must be at most ${MAX_STAY_NIGHTS} nights after check-in` })
  .refine((v) => !v.checkOut || Boolean(v.checkIn), { path: ["checkIn"], message: "is required with a check-out date" })
  .refine((v) => v.children === undefined || v.children < (v.guests ?? 2), { path: ["children"], message: "must leave at least one adult" });

export type ProposalInput = z.output<typeof proposalRequestSchema>;
export type ProposalRequest = z.input<typeof proposalRequestSchema>;
