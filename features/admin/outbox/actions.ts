"use server";

import { adminAction } from "@/features/auth/server";
import { outboxRetrySchema } from "./schemas";
import { retryOutboxEmail } from "./service";

// The detail page refreshes itself after a retry (router.refresh in the client).
export const retryOutboxEmailAction = adminAction(outboxRetrySchema, async ({ id }) => retryOutboxEmail(id));
