import { cn } from './cn';

/** Text as stored, pretty-printed when it is JSON. */
function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * A JSON value, or a stored text (pretty-printed when it is JSON), in a scrolling monospace
 * block; `className` sets its height (e.g. `max-h-64`) or margins.
 */
export function JsonBlock({ value, className }: { value: unknown; className?: string }) {
  return (
    <pre
      className={cn(
        'overflow-auto rounded bg-surface-sunken p-2 font-mono text-[12px] whitespace-pre-wrap break-all',
        className,
      )}
    >
      {typeof value === 'string' ? pretty(value) : JSON.stringify(value, null, 2)}
    </pre>
  );
}
