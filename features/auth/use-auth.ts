"use client";

import { useSession } from "next-auth/react";

// The auth context: user, isLoading (true until the first session check ends),
// isAdmin. Backed by the Auth.js session (SessionProvider in the app providers), which also
// follows sign-in and sign-out in other tabs.
export interface AuthUser {
  id: string;
  name: string | null;
  email: string | null;
  image: string | null;
}

export interface AuthState {
  user: AuthUser | null;
  isLoading: boolean;
  isAdmin: boolean;
}

export function useAuth(): AuthState {
  const { data, status } = useSession();
  const u = data?.user;
  if (status === "loading") return { user: null, isLoading: true, isAdmin: false };
  if (!u?.id) return { user: null, isLoading: false, isAdmin: false };
  return {
    user: { id: u.id, name: u.name ?? null, email: u.email ?? null, image: u.image ?? null },
    isLoading: false,
    isAdmin: u.isAdmin === true,
  };
}
