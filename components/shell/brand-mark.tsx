/** The brand mark: a gacha capsule holding a mountain and a sun. Decorative. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={className}>
      <circle cx="16" cy="16" r="15" fill="var(--mood-primary)" />
      <path d="M1.5 16.5h29A14.5 14.5 0 0 1 16 30.5 14.5 14.5 0 0 1 1.5 16.5Z" fill="#fff" opacity="0.92" />
      <circle cx="21.5" cy="10" r="3" fill="#fde68a" />
      <path d="M5 16.5 12 8.5l4 4.5 3-3 7.5 6.5Z" fill="#fff" opacity="0.9" />
      <circle cx="16" cy="16" r="15" fill="none" stroke="rgb(0 0 0 / 0.08)" />
    </svg>
  );
}
