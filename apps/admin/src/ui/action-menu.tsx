import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { Button } from './button';
import { cn } from './cn';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  /** Shown in the danger colour (disable, reset…). */
  danger?: boolean;
}

/**
 * A row's actions behind one button (a disclosure: the button and a list of buttons), so a table
 * keeps its width at 1024 px. The list is placed over the page, not inside the table's
 * scrolling frame, which would clip it. Escape, a click outside or a scroll closes it.
 */
export function ActionMenu({
  label,
  accessibleLabel,
  actions,
}: {
  /** The button's text, e.g. "Actions". */
  label: string;
  /** The button's full name, e.g. "Actions for ada@example.com". */
  accessibleLabel: string;
  actions: readonly MenuAction[];
}) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<CSSProperties | null>(null);

  useEffect(() => {
    if (!place) return;
    const close = () => setPlace(null);
    const outside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!list.current?.contains(target) && !button.current?.contains(target)) close();
    };
    const key = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('keydown', key);
    window.addEventListener('scroll', close, true);
    window.addEventListener('resize', close);
    list.current?.querySelector('button')?.focus();
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', key);
      window.removeEventListener('scroll', close, true);
      window.removeEventListener('resize', close);
    };
  }, [place]);

  const toggle = () => {
    if (place) return setPlace(null);
    const rect = button.current!.getBoundingClientRect();
    const below = window.innerHeight - rect.bottom > 44 * actions.length + 16;
    setPlace({
      position: 'fixed',
      right: window.innerWidth - rect.right,
      ...(below ? { top: rect.bottom + 4 } : { bottom: window.innerHeight - rect.top + 4 }),
    });
  };

  return (
    <>
      <Button
        ref={button}
        size="sm"
        aria-label={accessibleLabel}
        aria-expanded={place !== null}
        aria-controls={place ? id : undefined}
        onClick={toggle}
      >
        {label}
        <ChevronDown aria-hidden="true" size={14} />
      </Button>
      {place && (
        <div
          ref={list}
          id={id}
          style={place}
          className="z-30 flex min-w-44 flex-col rounded-md border border-border bg-surface p-1 shadow-lg"
        >
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              onClick={() => {
                setPlace(null);
                action.onSelect();
              }}
              className={cn(
                'rounded px-3 py-2 text-left text-sm hover:bg-surface-sunken',
                action.danger ? 'text-danger' : 'text-text',
              )}
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
    </>
  );
}
