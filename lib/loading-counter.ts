/**
 * Reference-counted visibility for the global loading overlay: visible exactly while the number
 * of show() calls minus hide() calls is above zero; the count never goes below zero.
 */
export interface LoadingCounter {
  show(message?: string): void;
  hide(): void;
  readonly count: number;
  readonly visible: boolean;
  readonly message: string | undefined;
  subscribe(listener: () => void): () => void;
}

export function createLoadingCounter(): LoadingCounter {
  let count = 0;
  let message: string | undefined;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  return {
    show(next) {
      count += 1;
      if (next !== undefined) message = next;
      notify();
    },
    hide() {
      if (count === 0) return;
      count -= 1;
      if (count === 0) message = undefined;
      notify();
    },
    get count() {
      return count;
    },
    get visible() {
      return count > 0;
    },
    get message() {
      return message;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
