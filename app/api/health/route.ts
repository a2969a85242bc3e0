import { NextResponse } from "next/server";
import { getDb } from "@/lib/db";

export const dynamic = "force-dynamic";

/** Liveness and database reachability, for load balancers and the start script. */
export async function GET() {
  try {
    const db = await getDb();
    await db.$queryRaw`SELECT 1`;
    return NextResponse.json({ ok: true, database: process.env.DATABASE_URL ? "postgresql" : "pglite" });
  } catch {
    return NextResponse.json({ ok: false }, { status: 503 });
  }
}
