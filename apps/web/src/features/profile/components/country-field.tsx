import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopup } from '../../../shared/lib/use-popup';
import { useIsMobile } from '../../../shared/lib/use-media-query';
import { useCountryChoice } from '../state';
import { CountryPicker } from './country-picker';
import { useCountryOptions } from './use-country-options';

/**
 * The personal page's country of residence: a button showing the chosen country that opens the
 * searchable list, under the field on wide screens and as the `countries` popup on phones (its
 * choice comes back through `useCountryChoice`).
 */
export function CountryField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange(code: string): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const { open: openPopup } = usePopup();
  const { options } = useCountryOptions();
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const setCurrent = useCountryChoice((state) => state.setCurrent);
  const picked = useCountryChoice((state) => state.picked);
  const clearPicked = useCountryChoice((state) => state.clearPicked);
  const chosen = options.find((option) => option.code === value);

  useEffect(() => {
    setCurrent(value || null);
    return () => setCurrent(null);
  }, [setCurrent, value]);

  useEffect(() => {
    if (!picked) return;
    clearPicked();
    onChange(picked);
  }, [picked, clearPicked, onChange]);

  // A press outside the open list closes it, as a select's does.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="relative flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-text-muted">
        {t('form.country')}
      </span>
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        aria-labelledby={`${id}-label ${id}-button`}
        aria-haspopup={isMobile ? 'dialog' : 'listbox'}
        aria-expanded={isMobile ? undefined : open}
        disabled={disabled}
        data-testid="country-field"
        data-country={value || undefined}
        onClick={() => (isMobile ? openPopup('countries') : setOpen((shown) => !shown))}
        className="flex h-11 w-full items-center gap-3 rounded-lg border border-border bg-surface-raised px-3 text-left outline-none focus:border-accent disabled:opacity-60"
      >
        {chosen ? (
          <img
            src={`/flags/${chosen.code.toLowerCase()}.svg`}
            alt=""
            width={24}
            height={18}
            className="h-[18px] w-6 shrink-0 rounded-sm object-cover"
          />
        ) : null}
        <span className={`min-w-0 flex-1 truncate ${chosen ? '' : 'text-text-muted'}`}>
          {chosen?.label ?? (value || t('form.choose'))}
        </span>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className="shrink-0">
          <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
      </button>
      {open && !isMobile ? (
        <div
          ref={panel}
          className="absolute top-full right-0 left-0 z-30 mt-1 rounded-card border border-border bg-surface p-2 shadow-2xl"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close();
            }
          }}
        >
          <CountryPicker
            value={value || null}
            autoFocus
            onSelect={(code) => {
              onChange(code);
              close();
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
