import * as React from "react";
import { publicImageUrl, responsiveSources } from "@/lib/image-variants";

export interface PictureProps extends React.ComponentPropsWithRef<"img"> {
  src: string;
  alt: string;
  /** How wide the image is drawn, for the browser's choice of copy (the <img> sizes attribute). */
  sizes?: string;
}

/**
 * An <img> that, for a photo of the image library, lets the browser pick a smaller AVIF or WebP
 * copy by the width it is drawn at; the original stays the fallback. Any other image (the SVG
 * artwork, outside addresses) is a plain <img>. The <picture> adds no box of its own, so the
 * image's classes lay it out as before.
 */
export function Picture({ src, sizes = "100vw", alt, ...props }: PictureProps) {
  const sources = responsiveSources(src);
  const img = <img src={publicImageUrl(src)} alt={alt} {...props} />;
  if (!sources.length) return img;
  return (
    <picture className="contents">
      {sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
