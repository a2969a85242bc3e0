// Who is asking, for tests that mock features/auth/actor.
import type { Actor } from "@/features/auth/server";

export const GUEST: Actor = { user: null, isAdmin: false };
export const TRAVELLER: Actor = { user: { id: "traveller-1", email: "traveller@example.com", name: "Traveller", image: null, role: "user" }, isAdmin: false };
export const ADMIN: Actor = { user: { id: "admin-1", email: "admin@tabigacha.example", name: "Admin", image: null, role: "admin" }, isAdmin: true };
