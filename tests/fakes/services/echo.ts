import { json, type FakeRoute } from "../registry";

/** A trivial fake that reports what it received; used to test the fakes server itself. */
export const fake: FakeRoute = {
  service: "echo",
  prefix: "/echo",
  handle(ctx) {
    if (ctx.scenario === "error") return json(ctx, 500, { error: "boom" });
    json(ctx, 200, { method: ctx.req.method, path: ctx.path, query: Object.fromEntries(ctx.url.searchParams), body: ctx.body });
  },
};
