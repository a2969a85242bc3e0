/** A picture is a photo unless it is one of the bundled drawings (SVG). */
export const isPhoto = (url: string) => Boolean(url) && !/\.svg(?:[?#]|$)/i.test(url);
