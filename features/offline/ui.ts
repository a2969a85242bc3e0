// What every page renders of the installed app: the worker's registration with its update prompt.
// The offline screen has its own entry (offline-ui.ts): a barrel naming both would put the screen,
// and the trip stores it reads, into every page's first load.
export { ServiceWorker } from "./components/service-worker";
