import { LifeBuoy, ShieldAlert } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Link } from "@/i18n/navigation";
import { authErrorMessage } from "../auth-error";

/** /auth/error: the message chosen from the error and its description, retry, and support. */
export async function AuthErrorView({ error, description, supportEmail }: { error?: string; description?: string; supportEmail: string }) {
  const t = await getTranslations("auth.error");
  const message = authErrorMessage(error, description);
  const text = message.kind === "description" ? message.text : t(`messages.${message.kind}`);
  return (
    <main id="main" className="flex flex-1 items-center justify-center px-5 pb-16 pt-24">
      <Card className="w-full max-w-md p-7 text-center">
        <div className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
          <ShieldAlert aria-hidden className="size-7" />
        </div>
        <h1 className="text-xl font-semibold">{t("title")}</h1>
        <p className="mt-3 text-[15px] leading-relaxed text-sumi-soft" data-testid="auth-error-message">
          {text}
        </p>
        <Button asChild className="mt-6 w-full" size="lg">
          <Link href="/">{t("retry")}</Link>
        </Button>
        <p className="mt-5 text-balance text-sm leading-relaxed text-sumi-soft">
          <LifeBuoy aria-hidden className="mr-1.5 inline-block size-4 align-[-3px]" />
          {t.rich("support", {
            email: () => (
              <a className="font-medium text-sumi underline underline-offset-2" href={`mailto:${supportEmail}`}>
                {supportEmail}
              </a>
            ),
          })}
        </p>
      </Card>
    </main>
  );
}
