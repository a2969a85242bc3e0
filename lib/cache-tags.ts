// Cache tags shared by the pages that read content and the back office that changes it.

/** Everything built from the catalogue: destination and stay pages, lists, sitemap, home links. */
export const CATALOGUE_TAG = "catalogue";
