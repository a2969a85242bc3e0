import "server-only";
import { randomBytes } from "node:crypto";
import { PrismaAdapter } from "@auth/prisma-adapter";
import NextAuth, { CredentialsSignin, type NextAuthConfig } from "next-auth";
import type { Adapter } from "next-auth/adapters";
import { encode as encodeJwt } from "next-auth/jwt";
import Credentials from "next-auth/providers/credentials";
import Google from "next-auth/providers/google";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { clientAddressOf } from "@/lib/request-meta";
import { logger } from "@/lib/logger";
import { publicOrigin } from "@/lib/public-origin";
import { noteAuthError } from "./auth-error-capture";
import { lockedFor, recordFailure, recordSuccess, slowDown } from "./login-throttle";
import { verifyPassword } from "./password";
import { isAdminUser, parseAdminEmails } from "./roles";
import { safeReturnPath } from "./return-url";
import { adminCredentialsSchema } from "./schemas";

// Auth.js: Google (OpenID Connect) for travellers, e-mail + password for administrators, and
// every session a row in the database, so signing out anywhere (or deleting the row) ends it.

export const SESSION_MAX_AGE_S = 14 * 24 * 60 * 60;
const SESSION_UPDATE_AGE_S = 24 * 60 * 60;
// Only for `next dev` without configuration; production refuses to start without AUTH_SECRET.
const DEVELOPMENT_SECRET = "tabigacha-development-secret-not-for-production";

export class InvalidAdminLogin extends CredentialsSignin {
  code = "invalid_credentials";
}
export class ThrottledAdminLogin extends CredentialsSignin {
  code = "throttled";
}

export function googleConfigured(): boolean {
  const e = env();
  return Boolean(e.AUTH_GOOGLE_ID && e.AUTH_GOOGLE_SECRET);
}

/** The Prisma adapter, with sign-out tolerant of a session row that is already gone. */
function databaseAdapter(db: Awaited<ReturnType<typeof getDb>>): Adapter {
  const base = PrismaAdapter(db as unknown as Parameters<typeof PrismaAdapter>[0]);
  return {
    ...base,
    async deleteSession(sessionToken) {
      await db.session.deleteMany({ where: { sessionToken } });
      return null;
    },
  };
}

async function buildConfig(): Promise<NextAuthConfig> {
  const e = env();
  // Auth.js makes its absolute URLs (callbacks, sign-in and sign-out redirects) from AUTH_URL,
  // else from the request's Host: one public origin for all of them.
  process.env.AUTH_URL = publicOrigin();
  const db = await getDb();
  const adapter = databaseAdapter(db);
  const adminEmails = parseAdminEmails(e.ADMIN_EMAILS);

  // Google is always registered: Auth.js refuses database sessions when Credentials is the only
  // provider. Without AUTH_GOOGLE_ID it is unusable: the sign-in action and the /signin and
  // /callback routes refuse it before Auth.js sees the request (googleConfigured()).
  const providers: NextAuthConfig["providers"] = [
    Google({
      clientId: e.AUTH_GOOGLE_ID ?? "google-not-configured",
      clientSecret: e.AUTH_GOOGLE_SECRET ?? "google-not-configured",
      // Tests and local development point this at a local OpenID provider.
      ...(e.AUTH_GOOGLE_ISSUER ? { issuer: e.AUTH_GOOGLE_ISSUER } : {}),
      authorization: { params: { access_type: "offline", prompt: "consent", response_type: "code" } },
      // Google verifies e-mail addresses (the signIn callback refuses unverified ones), so an
      // administrator's existing account may be reached through Google with the same address.
      allowDangerousEmailAccountLinking: true,
    }),
  ];
  providers.push(
    Credentials({
      id: "credentials",
      name: "Administrator",
      credentials: { email: {}, password: {} },
      async authorize(raw, request) {
        const parsed = adminCredentialsSchema.safeParse(raw);
        const subject = { email: parsed.success ? parsed.data.email : "", address: clientAddressOf(request.headers) };
        if ((await lockedFor(subject)).waitMs > 0) throw new ThrottledAdminLogin();
        await slowDown(subject);
        if (!parsed.success) {
          await recordFailure(subject);
          throw new InvalidAdminLogin();
        }
        const user = await db.user.findUnique({ where: { email: parsed.data.email } });
        const passwordOk = await verifyPassword(user?.passwordHash, parsed.data.password);
        if (!user || !passwordOk || !isAdminUser(user, adminEmails)) {
          await recordFailure(subject);
          throw new InvalidAdminLogin();
        }
        await recordSuccess(subject);
        return { id: user.id, email: user.email, name: user.name, image: user.image };
      },
    }),
  );

  return {
    adapter,
    providers,
    secret: e.AUTH_SECRET ?? (e.NODE_ENV === "production" ? undefined : DEVELOPMENT_SECRET),
    trustHost: true,
    session: { strategy: "database", maxAge: SESSION_MAX_AGE_S, updateAge: SESSION_UPDATE_AGE_S },
    pages: { signIn: "/auth/error", error: "/auth/error" },
    logger: {
      error(error) {
        noteAuthError(error);
        // A wrong administrator password is an everyday event, not a server error.
        if (error instanceof CredentialsSignin) logger.warn(`[auth] administrator sign-in refused (${error.code})`);
        else logger.error(`[auth] ${error.name}: ${error.message}`);
      },
      warn(code) {
        logger.warn(`[auth] ${code}`);
      },
      debug() {},
    },
    callbacks: {
      async signIn({ account, profile }) {
        if (account?.provider === "google") {
          return Boolean(profile?.email) && profile?.email_verified !== false;
        }
        return true;
      },
      // Only same-origin addresses are ever followed; anything else goes home.
      redirect({ url, baseUrl }) {
        return `${baseUrl}${safeReturnPath(url, "/", baseUrl)}`;
      },
      // Credentials sign-ins normally get a JWT; mark them so `jwt.encode` makes a database session.
      jwt({ token, account }) {
        if (account?.provider === "credentials") token.credentials = true;
        return token;
      },
      session({ session, user }) {
        return {
          expires: session.expires,
          user: {
            id: user.id,
            name: user.name ?? null,
            email: user.email,
            image: user.image ?? null,
            role: user.role === "admin" ? "admin" : "user",
            isAdmin: isAdminUser(user, adminEmails),
          },
        } as typeof session;
      },
    },
    jwt: {
      // The known way to give Credentials sign-ins a database session: create the session row
      // here and hand its token back as the cookie value.
      async encode(params) {
        const token = params.token as { credentials?: boolean; sub?: string } | undefined;
        if (token?.credentials && token.sub) {
          const sessionToken = randomBytes(32).toString("base64url");
          await adapter.createSession!({
            sessionToken,
            userId: token.sub,
            expires: new Date(Date.now() + SESSION_MAX_AGE_S * 1000),
          });
          return sessionToken;
        }
        return encodeJwt(params);
      },
    },
  };
}

let configPromise: Promise<NextAuthConfig> | undefined;
function config(): Promise<NextAuthConfig> {
  configPromise ??= buildConfig().catch((error) => {
    configPromise = undefined;
    throw error;
  });
  return configPromise;
}

export const { handlers, auth, signIn, signOut } = NextAuth(() => config());
