// What other features and pages use of sign-in in the browser.
export { AppHeader } from "./components/app-header";
export { SignInDialog } from "./components/lazy-sign-in-dialog";
export { UserAvatar } from "./components/user-avatar";
export { useAuth } from "./use-auth";
