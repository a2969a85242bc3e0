import "server-only";

// What other features use of sign-in on the server: who is asking, the guards, the layered action
// client and the admin API guard.
export { getActor, type Actor, type ActorUser } from "./actor";
export { adminAccess, requireAdmin, requireUser, type AdminAccess } from "./guard";
export { adminAction, publicAction, userAction, type ActionContext, type ActionResult } from "./action-client";
export { adminOnly } from "./api-guard";
