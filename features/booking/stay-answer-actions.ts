"use server";

import { publicAction } from "@/features/auth/server";
import { answerAsStay } from "./answers";
import { stayAnswerSchema } from "./stay-answer-schema";

// The stay's answer from its signed link: no account, the token is the proof.
export const answerStayRequestAction = publicAction(stayAnswerSchema, async ({ token, note, alternativeCheckIn, alternativeCheckOut }) => ({
  outcome: await answerAsStay(token, { note, alternative: alternativeCheckIn && alternativeCheckOut ? { checkIn: alternativeCheckIn, checkOut: alternativeCheckOut } : null }),
}));
