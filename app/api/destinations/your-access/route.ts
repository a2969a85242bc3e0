import { handleYourAccess } from "@/features/destinations/your-access-endpoint";

/** A destination's way there from the traveller's own departure (the page's table has ten cities). */
export const GET = handleYourAccess;
