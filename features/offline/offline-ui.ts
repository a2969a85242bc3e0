// The page shown for what is not kept offline (app/[lang]/offline).
export { OfflineScreen } from "./components/offline-screen";
