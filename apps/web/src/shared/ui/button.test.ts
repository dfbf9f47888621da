import { describe, expect, it } from 'vitest';
import { buttonClass, type ButtonSize, type ButtonVariant } from './button';

const variants: ButtonVariant[] = ['primary', 'secondary', 'danger'];
const sizes: ButtonSize[] = ['sm', 'md', 'lg', 'hero'];

/** Tailwind gives two utilities of one property no order: a button must carry one of each. */
const properties: Record<string, RegExp> = {
  display: /^(flex|inline-flex)$/,
  height: /^h-/,
  radius: /^rounded/,
  paddingX: /^px-/,
  weight: /^font-(semibold|bold|extrabold)$/,
  background: /^bg-/,
};

describe('buttonClass', () => {
  for (const variant of variants) {
    for (const size of sizes) {
      for (const block of [false, true]) {
        it(`${variant} ${size}${block ? ' block' : ''}: one class per property`, () => {
          const classes = buttonClass({ variant, size, block }).split(' ');
          for (const [property, pattern] of Object.entries(properties)) {
            const matching = classes.filter((name) => pattern.test(name));
            if (property === 'background' && variant === 'secondary') {
              expect(matching).toEqual([]);
            } else {
              expect(matching, property).toHaveLength(1);
            }
          }
        });
      }
    }
  }

  it('keeps placement classes and defaults to a primary, medium, inline button', () => {
    expect(buttonClass({ className: 'mt-2 self-start' }).split(' ')).toEqual(
      expect.arrayContaining([
        'inline-flex',
        'h-11',
        'bg-accent',
        'font-bold',
        'mt-2',
        'self-start',
      ]),
    );
    expect(buttonClass({ block: true })).toMatch(/^flex w-full /);
  });
});
