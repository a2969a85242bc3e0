import type { ConfigProblem } from "@/lib/env";

/** Replaces the whole page when the server's configuration is invalid. Names settings, never values. */
export function ConfigErrorScreen({ problems, title, description }: { problems: ConfigProblem[]; title: string; description: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-washi px-6">
      <div role="alert" className="w-full max-w-lg rounded-3xl border border-purple-200 bg-white p-8 shadow-soft">
        <h1 className="text-2xl font-semibold text-purple-900">{title}</h1>
        <p className="mt-2 text-sumi-soft">{description}</p>
        <ul className="mt-5 space-y-2">
          {problems.map((p) => (
            <li key={p.setting + p.problem} className="rounded-xl bg-purple-50 px-4 py-2.5 font-mono text-sm text-purple-900">
              <strong>{p.setting}</strong>: {p.problem}
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
