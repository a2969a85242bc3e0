import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";

/** The body of the 401 and 403 pages: a code, a title, an explanation and what to do next. */
export function AccessNotice({
  code,
  icon,
  title,
  description,
  homeLabel,
  action,
}: {
  code: 401 | 403;
  icon: React.ReactNode;
  title: string;
  description: React.ReactNode;
  homeLabel: string;
  action?: React.ReactNode;
}) {
  return (
    <main id="main" className="flex flex-1 flex-col items-center justify-center gap-4 px-6 pb-16 pt-24 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-mood-soft text-mood-deep [&_svg]:size-8">{icon}</div>
      <p className="text-sm font-semibold tracking-widest text-sumi-soft">{code}</p>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="max-w-md text-balance text-sumi-soft">{description}</p>
      <div className="mt-2 flex w-full max-w-xs flex-col gap-2">
        {action}
        <Button asChild variant={action ? "outline" : "default"} size="lg">
          <Link href="/">{homeLabel}</Link>
        </Button>
      </div>
    </main>
  );
}
