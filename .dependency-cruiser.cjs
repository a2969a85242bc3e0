// The map of the codebase, enforced (npm run lint runs it): layers point down
// (app → features → components / lib → data), a feature uses another only through its public
// entry files, nothing imports the seeding code, and nothing goes round in a circle — between
// files or between features.
/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A file that (indirectly) imports itself: split the shared part out.",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "no-feature-cycles",
      severity: "error",
      comment: "Features depend on each other in one direction only.",
      scope: "folder",
      from: { path: "^features/[^/]+$" },
      to: { path: "^features/[^/]+$", circular: true },
    },
    {
      name: "base-layers-stay-below-features",
      severity: "error",
      comment: "lib, components, data and i18n serve every feature and know none of them.",
      from: { path: "^(lib|components|data|i18n)/" },
      to: { path: "^(features|app|pages|server)/" },
    },
    {
      name: "features-stay-below-routes",
      severity: "error",
      from: { path: "^features/" },
      to: { path: "^(app|pages)/" },
    },
    {
      name: "data-is-the-bottom",
      severity: "error",
      comment: "Reference data is plain, validated values: it imports only other data (and zod).",
      from: { path: "^data/" },
      to: { path: "^(lib|components|features|app|i18n|prisma)/" },
    },
    {
      name: "feature-public-entries",
      severity: "error",
      comment:
        "Another feature is used through its entry files: index.ts (isomorphic), server.ts (server only) or ui.ts (shared components).",
      from: { path: "^features/([^/]+)/" },
      to: { path: "^features/([^/]+)/", pathNot: ["^features/$1/", "^features/[^/]+/(index|server|ui)\\.tsx?$"] },
    },
    {
      name: "seed-is-for-seeding",
      severity: "error",
      comment: "Reference data lives in data/; prisma/seed only writes it into the database.",
      from: { path: "^(app|pages|features|lib|components|data|i18n|server)/" },
      to: { path: "^prisma/seed/" },
    },
  ],
  options: {
    doNotFollow: { path: ["node_modules", "generated"] },
    exclude: { path: ["^node_modules", "^\\.next", "^generated/", "^tests/", "\\.test\\.tsx?$", "^bench-results"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"], extensions: [".ts", ".tsx", ".mjs", ".js", ".json"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
