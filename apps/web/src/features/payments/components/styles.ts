/** Button looks shared by the payment screens. */
export const primaryButton =
  'flex h-11 w-full items-center justify-center gap-2 rounded-lg bg-accent px-6 font-bold text-accent-contrast hover:bg-accent-strong disabled:cursor-wait disabled:opacity-70';
export const secondaryButton =
  'flex h-11 w-full items-center justify-center rounded-lg border border-border px-6 font-semibold hover:bg-surface-raised';
