import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';

export interface TabsProps<K extends string> {
  label: string;
  tabs: readonly { key: K; label: ReactNode }[];
  value: K;
  onChange: (key: K) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/** Tabs with the ARIA tab pattern (arrow keys move between tabs). */
export function Tabs<K extends string>({ label, tabs, value, onChange, children }: TabsProps<K>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const keyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === value);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    onChange(next.key);
    list.current?.querySelector<HTMLElement>(`[data-key="${next.key}"]`)?.focus();
  };
  return (
    <div className="flex flex-col gap-4">
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        onKeyDown={keyDown}
        className="flex flex-wrap gap-1 border-b border-border"
      >
        {tabs.map((tab) => {
          const selected = tab.key === value;
          return (
            <button
              key={tab.key}
              type="button"
              role="tab"
              data-key={tab.key}
              id={`${id}-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
              className={cn(
                '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
                selected
                  ? 'border-accent text-accent'
                  : 'border-transparent text-text-muted hover:text-text',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${value}`} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
