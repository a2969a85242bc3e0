import "server-only";
// The installed app as the server describes it: the manifest in each language.
export { manifestResponse, THEME_COLOR, webManifest } from "./manifest";
