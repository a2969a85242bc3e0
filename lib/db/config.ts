import path from "node:path";

/** Where the embedded database lives when DATABASE_URL is unset. */
export function pgliteDataDir(): string {
  const configured = process.env.PGLITE_DATA_DIR;
  return configured ? path.resolve(/*turbopackIgnore: true*/ configured) : path.join(/*turbopackIgnore: true*/ process.cwd(), ".data", "pglite");
}
