import type { ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LinkProps } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';
/** sm 40 px (header, compact cards), md 44 px (forms, popups), lg 48 px (pages), hero (landing). */
export type ButtonSize = 'sm' | 'md' | 'lg' | 'hero';

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container: the forms' and payment screens' main actions. */
  block?: boolean;
  /** Placement only (margins, alignment, responsive height); the look comes from the props. */
  className?: string;
}

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-accent-contrast hover:bg-accent-strong',
  secondary: 'border border-border text-text hover:border-accent',
  danger: 'bg-danger text-danger-contrast',
};

const weights: Record<ButtonVariant, string> = {
  primary: 'font-bold',
  secondary: 'font-semibold',
  danger: 'font-semibold',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-10 rounded-lg px-4',
  md: 'h-11 rounded-lg px-6',
  lg: 'h-12 rounded-lg px-6',
  hero: 'h-15 rounded-xl px-8 text-lg',
};

/** The classes of a button of this look, for the rare element that cannot be a Button. */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
}: ButtonStyle = {}): string {
  return [
    block ? 'flex w-full' : 'inline-flex',
    'items-center justify-center gap-2 text-center disabled:opacity-70 aria-busy:cursor-wait',
    variants[variant],
    sizes[size],
    // The landing's call to action is the one heavier label.
    size === 'hero' ? 'font-extrabold' : weights[variant],
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The small spinner of a button whose call is under way; it takes the text colour. */
export function Spinner() {
  return (
    <span
      className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
      aria-hidden="true"
    />
  );
}

/**
 * The site's button. `pending` shows the spinner, says "loading" to screen readers and blocks a
 * second press while a call is under way.
 *
 * @example <Button onClick={() => open('deposit')}>{t('wallet.deposit')}</Button>
 * @example <Button type="submit" block pending={mutation.isPending}>{t('form.save')}</Button>
 */
export function Button({
  variant,
  size,
  block,
  className,
  pending = false,
  type = 'button',
  disabled,
  children,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> &
  ButtonStyle & { pending?: boolean }) {
  const { t } = useTranslation();
  return (
    <button
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={buttonClass({ variant, size, block, className })}
      {...button}
    >
      {pending ? <Spinner /> : null}
      {children}
      {pending ? <span className="sr-only">{t('common.loading')}</span> : null}
    </button>
  );
}

/** A link that looks like a button: navigation ("to the home page"), not an action. */
export function ButtonLink({
  variant,
  size,
  block,
  className,
  ...link
}: Omit<LinkProps, 'className'> & ButtonStyle) {
  return <Link className={buttonClass({ variant, size, block, className })} {...link} />;
}
