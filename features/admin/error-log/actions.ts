"use server";

import { adminAction } from "@/features/auth/server";
import { errorResolveSchema } from "./schemas";
import { setErrorLogResolved } from "./service";

// The screen refreshes itself after a change (router.refresh in the client).
export const setErrorLogResolvedAction = adminAction(errorResolveSchema, async ({ id, resolved }) => setErrorLogResolved(id, resolved));
