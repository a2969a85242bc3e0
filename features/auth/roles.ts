// Who is an administrator: the e-mail, compared in lower case, is in ADMIN_EMAILS (a setting, so
// the list changes without a release), or the user has the admin role. No user or no e-mail
// means no administrator, whatever the role says.

export function parseAdminEmails(setting: string | undefined): Set<string> {
  return new Set(
    (setting ?? "")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}

export function isAdminUser(user: { email?: string | null; role?: string | null } | null | undefined, adminEmails: Set<string>): boolean {
  const email = user?.email?.trim().toLowerCase();
  if (!user || !email) return false;
  return user.role === "admin" || adminEmails.has(email);
}
