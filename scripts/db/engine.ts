// Loads Prisma's schema engine compiled to WebAssembly. The Prisma CLI only drives a native
// engine it downloads, which this offline machine cannot do; see docs/decisions/0001.
// Node 20 cannot `import` a .wasm file, so the module is instantiated by hand.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";

type Bindings = typeof import("@prisma/schema-engine-wasm/schema_engine_bg");
export type SchemaEngine = Awaited<ReturnType<Bindings["SchemaEngine"]["new"]>>;

let bindings: Promise<Bindings> | undefined;

function loadBindings(): Promise<Bindings> {
  bindings ??= (async () => {
    const require = createRequire(import.meta.url);
    const pkgDir = path.dirname(require.resolve("@prisma/schema-engine-wasm/schema_engine_bg"));
    const js: Bindings = await import(path.join(pkgDir, "schema_engine_bg.js"));
    const bytes = readFileSync(path.join(pkgDir, "schema_engine_bg.wasm"));
    const { instance } = await WebAssembly.instantiate(bytes, {
      "./schema_engine_bg.js": js as unknown as WebAssembly.ModuleImports,
    });
    js.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return js;
  })();
  return bindings;
}

/** A driver-adapter factory that can also open a shadow database (PrismaPg, PrismaPGlite). */
export interface MigrationAwareFactory {
  connect(): Promise<unknown>;
  connectToShadowDb(): Promise<unknown>;
}

export async function openEngine(schema: string, factory: MigrationAwareFactory): Promise<SchemaEngine> {
  const js = await loadBindings();
  // The engine expects Result-wrapped, receiver-free methods: Prisma's own binder does that.
  const adapter = bindMigrationAwareSqlAdapterFactory(factory as never);
  const log = (msg: string) => {
    if (process.env.SCHEMA_ENGINE_DEBUG) console.error("[schema-engine]", msg);
  };
  return js.SchemaEngine.new({ datamodels: [["schema.prisma", schema]] }, log, adapter);
}
