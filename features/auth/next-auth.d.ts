import "next-auth";

// What our session carries to the server and to the browser (/api/auth/session).
declare module "next-auth" {
  interface Session {
    user: {
      id: string;
      name: string | null;
      email: string | null;
      image: string | null;
      role: "user" | "admin";
      isAdmin: boolean;
    };
  }
  interface User {
    role?: "user" | "admin";
  }
}
