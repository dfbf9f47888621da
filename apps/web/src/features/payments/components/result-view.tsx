import type { ReactNode } from 'react';

type Tone = 'success' | 'danger' | 'info';

const toneClass: Record<Tone, string> = {
  success: 'bg-success/15 text-success',
  danger: 'bg-danger/15 text-danger',
  info: 'bg-info/15 text-info',
};

const icons: Record<Tone, string> = {
  success: 'M5 12l5 5 9-10',
  danger: 'M12 7v6M12 17h.01',
  info: 'M12 8h.01M12 11v6',
};

/** A result screen: a mark, a heading, a text, and what the player can do next. */
export function ResultView({
  tone,
  title,
  body,
  children,
  testId,
}: {
  tone: Tone;
  title: string;
  body: string;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <div className="flex flex-col items-center gap-3 text-center" data-testid={testId}>
      <span className={`grid h-14 w-14 place-items-center rounded-full ${toneClass[tone]}`}>
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path
            d={icons[tone]}
            stroke="currentColor"
            strokeWidth="2.5"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <h3 className="text-lg font-bold">{title}</h3>
      <p className="text-sm text-text-muted">{body}</p>
      <div className="mt-2 flex w-full flex-col gap-3">{children}</div>
    </div>
  );
}
