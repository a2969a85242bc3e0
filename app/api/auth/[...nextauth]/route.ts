export { GET, POST } from "@/features/auth/route-handlers";
