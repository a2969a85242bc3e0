import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

export function SectionCard({ title, description, tone, children }: { title: string; description?: string; tone?: "danger"; children: React.ReactNode }) {
  return (
    <Card className={cn("p-5 sm:p-6", tone === "danger" && "border-red-200")}>
      <h2 className={cn("text-base font-semibold", tone === "danger" && "text-red-700")}>{title}</h2>
      {description ? <p className="mt-1 text-sm text-sumi-soft">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </Card>
  );
}
