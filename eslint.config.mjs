import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", ".next-*/**", "generated/**", "node_modules/**", "public/**", "test-results/**", "playwright-report/**", "bench-results/**", "next-env.d.ts"],
  },
  {
    rules: {
      // Artwork is local SVG; next/image adds nothing for it.
      "@next/next/no-img-element": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
];

export default config;
