// The real root layout is app/[lang]/layout.tsx: <html lang> depends on the path's language.
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
