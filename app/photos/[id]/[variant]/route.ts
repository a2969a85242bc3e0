// /photos/{id}/{width}.{avif|webp}: a smaller copy of a library photo (lib/image-variants.ts).
export { GET } from "@/app/api/images/[id]/[variant]/route";
