// @ts-check
// A response names one Location. Next 16 sets it while rendering a page that redirects (a stay's
// uuid address, a renamed destination) and, on that page's first render, appends it again from
// the render's cached headers: the answer then carries the header twice, which HTTP clients join
// into "x, x". Here a second Location replaces the first instead.

/** @param {import("node:http").ServerResponse} res */
export function singleLocation(res) {
  const append = res.appendHeader.bind(res);
  res.appendHeader = (name, value) => {
    if (name.toLowerCase() === "location" && res.hasHeader("location")) return res.setHeader("location", Array.isArray(value) ? value[value.length - 1] : value);
    return append(name, value);
  };
  return res;
}
