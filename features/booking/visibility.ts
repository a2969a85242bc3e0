// Who may read a booking request: its maker (the same e-mail, or the signed-in owner) and
// administrators. Everyone else is told it does not exist.

export function canSeeBooking(booking: { userId: string | null; guestEmail: string }, who: { userId?: string | null; isAdmin?: boolean; email?: string | null }): boolean {
  if (who.isAdmin) return true;
  if (who.userId && booking.userId === who.userId) return true;
  const email = who.email?.trim().toLowerCase();
  return Boolean(email) && email === booking.guestEmail.toLowerCase();
}
