// The error catalogue (docs/product-rules.md#error-handling): the app's error type, severity
// rules, and the HTTP and database mappings.
export * from "./app-error";
export * from "./database";
export * from "./http";
export * from "./severity";
