import "server-only";
import { cache } from "react";
import { auth } from "./auth";

// Who is making the current request, read once per request from the Auth.js database session.
export interface ActorUser {
  id: string;
  email: string | null;
  name: string | null;
  image: string | null;
  role: "user" | "admin";
}

export interface Actor {
  user: ActorUser | null;
  isAdmin: boolean;
}

const GUEST: Actor = { user: null, isAdmin: false };

export const getActor = cache(async (): Promise<Actor> => {
  const session = await auth();
  const u = session?.user;
  if (!u?.id) return GUEST;
  return {
    user: { id: u.id, email: u.email ?? null, name: u.name ?? null, image: u.image ?? null, role: u.role === "admin" ? "admin" : "user" },
    isAdmin: u.isAdmin === true,
  };
});
