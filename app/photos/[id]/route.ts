// /photos/{id}: a library photo as uploaded, at the address pages show (lib/image-variants.ts).
export { GET } from "@/app/api/images/[id]/route";
