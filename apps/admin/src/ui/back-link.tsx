import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The way back from a sub-page (`Page`'s `back`): to the parent path unless `to` says where. */
export function BackLink({ to = '..', children }: { to?: string; children: ReactNode }) {
  return (
    <Link to={to} relative="path" className="text-sm font-medium text-accent hover:underline">
      <span aria-hidden>← </span>
      {children}
    </Link>
  );
}
