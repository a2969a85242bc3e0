"use client";

import QRCode from "qrcode";
import * as React from "react";
import { Skeleton } from "@/components/ui/skeleton";

/** A QR code drawn in the browser by the `qrcode` library: nothing is sent to a QR service. */
export function BookingQr({ text, label }: { text: string; label: string }) {
  const [svg, setSvg] = React.useState<string | null>(null);
  React.useEffect(() => {
    let live = true;
    void QRCode.toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" }).then((s) => live && setSvg(s));
    return () => {
      live = false;
    };
  }, [text]);
  if (!svg) return <Skeleton className="size-40 rounded-xl" />;
  return <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={label} className="size-40 rounded-xl bg-white p-1" data-testid="booking-qr" />;
}
