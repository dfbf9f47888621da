import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link that looks like the primary Button: a page's "add" action (`Page`'s `actions`). */
export function LinkButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex h-9 items-center rounded-md border border-accent bg-accent px-3 text-sm font-medium text-accent-contrast hover:bg-accent-strong"
    >
      {children}
    </Link>
  );
}
