"use client";

import { createNavigation } from "next-intl/navigation";
import * as React from "react";
import { routing } from "./routing";

const { Link: IntlLink } = createNavigation(routing);

export type LinkProps = React.ComponentProps<typeof IntlLink>;

/**
 * The app's links prefetch their route when the visitor shows intent (a pointer over the link, a
 * finger landing on it, keyboard focus), not as soon as they scroll into view: prefetching a route
 * also downloads its JavaScript, which a first visit would otherwise pay for every link on screen.
 * A link that is nearly always followed can still ask for Next's own behaviour with `prefetch`.
 */
export function Link({ prefetch, onPointerEnter, onFocus, ...props }: LinkProps) {
  const [intent, setIntent] = React.useState(false);
  return (
    <IntlLink
      {...props}
      // null is Next's default (prefetch when in view); once shown intent, the link is in view.
      prefetch={prefetch !== undefined ? prefetch : intent ? null : false}
      onPointerEnter={(event) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
