// The installed app's client pieces: the worker's registration with its update prompt, and the
// page shown for what is not kept offline.
export { ServiceWorker } from "./components/service-worker";
export { OfflineScreen } from "./components/offline-screen";
