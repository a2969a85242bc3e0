import { BusFront, CarFront, Footprints, TrainFront } from "lucide-react";
import type { AccessMode } from "../types";

export const ACCESS_MODE_ICONS = { train: TrainFront, bus: BusFront, car: CarFront, walking: Footprints } as const satisfies Record<AccessMode, unknown>;

export function AccessModeIcon({ mode, className }: { mode: AccessMode; className?: string }) {
  const Icon = ACCESS_MODE_ICONS[mode] ?? TrainFront;
  return <Icon aria-hidden className={className} />;
}
