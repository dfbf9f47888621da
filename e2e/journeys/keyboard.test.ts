import type { Page } from 'playwright-core';
import { describe, it, type ExpectStatic } from 'vitest';
import { openPage } from '../support/browser.js';
import { settled, useJourney } from '../support/journey.js';

const journey = useJourney();

interface Focused {
  /** The accessible name as a player hears it, or what the element shows. */
  name: string;
  where: 'skip' | 'header' | 'dialog' | 'main' | 'other';
  /** Whether it is the page's main landmark itself. */
  isMain: boolean;
  /** A ring of 2 px or more, 3:1 against what it is drawn on (WCAG 2.4.7, 1.4.11), or why not. */
  ring: string;
  /** On screen, not clipped to a pixel (the skip link is hidden until focused). */
  shown: boolean;
}

/** What holds the keyboard focus, and how it shows that. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const rgb = (colour: string) => {
      const canvas = document.createElement('canvas').getContext('2d')!;
      canvas.fillStyle = colour;
      canvas.fillRect(0, 0, 1, 1);
      return [...canvas.getImageData(0, 0, 1, 1).data] as [number, number, number, number];
    };
    const luminance = ([r, g, b]: number[]) =>
      [r!, g!, b!]
        .map((v) => v / 255)
        .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    /** The first opaque background behind an element (translucent ones are close enough). */
    const backdrop = (from: Element | null): number[] => {
      for (let node = from; node; node = node.parentElement) {
        const colour = rgb(getComputedStyle(node).backgroundColor);
        if (colour[3]! > 128) return colour;
      }
      return rgb(getComputedStyle(document.body).backgroundColor);
    };
    const style = getComputedStyle(element);
    let ring = 'none';
    const width = parseFloat(style.outlineWidth);
    if (style.outlineStyle === 'solid' && width >= 2) {
      // An offset ring lies on what is around the element, a ring without one on the element.
      const behind = backdrop(
        parseFloat(style.outlineOffset) > 0 ? element.parentElement : element,
      );
      const [a, b] = [luminance(rgb(style.outlineColor)), luminance(behind)].sort((x, y) => y - x);
      const ratio = (a! + 0.05) / (b! + 0.05);
      ring = ratio >= 3 ? 'visible' : `contrast ${ratio.toFixed(2)}`;
    } else if (style.outlineStyle !== 'none' && width > 0) {
      ring = `${style.outlineStyle} ${style.outlineWidth}`;
    }
    const box = element.getBoundingClientRect();
    const image = element.querySelector('img');
    return {
      name: (
        element.getAttribute('aria-label') ??
        ((element as HTMLInputElement).labels?.[0]?.textContent ||
          element.innerText.trim() ||
          image?.alt ||
          '')
      ).trim(),
      where: element.closest('[role=dialog]')
        ? 'dialog'
        : element.closest('header')
          ? 'header'
          : element.closest('main')
            ? 'main'
            : element.getAttribute('href') === '#content'
              ? 'skip'
              : 'other',
      isMain: element.tagName === 'MAIN',
      ring,
      shown:
        box.width > 1 &&
        box.height > 1 &&
        box.bottom > 0 &&
        box.top < innerHeight &&
        box.right > 0 &&
        box.left < innerWidth,
    } satisfies Focused;
  });
}

async function tab(page: Page, keys = 'Tab'): Promise<Focused> {
  await page.keyboard.press(keys);
  return focused(page);
}

const ringed = (stop: Focused) => ({ name: stop.name, ring: stop.ring, shown: stop.shown });

/** Opens the site fresh, nothing focused yet. */
async function home(page: Page): Promise<void> {
  await page.goto(journey().url);
  await settled(page);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/**
 * The skip link comes first, shows itself, and hands the focus to the page's main. The walks run
 * side by side: each helper checks with its own test's `expect` (the global one loses track of
 * the running test when the other walk ends first).
 */
async function skipToContent(page: Page, expect: ExpectStatic): Promise<void> {
  const skip = await tab(page);
  expect(ringed(skip)).toEqual({ name: 'Skip to content', ring: 'visible', shown: true });
  await page.keyboard.press('Enter');
  expect(await focused(page)).toMatchObject({ isMain: true });
  // The walk goes on from the page's content, past the header and the menus.
  expect(await tab(page)).toMatchObject({ where: 'main', ring: 'visible', shown: true });
}

/**
 * Enter on the focused `opener` opens its dialog, which keeps the focus, ringed, for `tabs`
 * presses of Tab; Escape closes it and gives the focus back to the opener in the header.
 */
async function holdsFocus(
  page: Page,
  opener: string,
  tabs: number,
  expect: ExpectStatic,
): Promise<void> {
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await expect.poll(async () => (await focused(page)).where).toBe('dialog');
  for (let i = 0; i < tabs; i++) {
    const stop = await tab(page);
    expect({ where: stop.where, ring: stop.ring }, stop.name).toEqual({
      where: 'dialog',
      ring: 'visible',
    });
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  // Radix hands the focus back a task after the dialog has gone.
  await expect.poll(async () => (await focused(page)).name).toBe(opener);
  expect(await focused(page)).toMatchObject({ where: 'header', ring: 'visible' });
}

describe.concurrent('a keyboard walk through the site', () => {
  it('at 1440 px: the header in order, the language list, the sign-in popup, the skip link', async ({
    expect,
  }) => {
    const { page, context, problems } = await openPage(journey().browser, {
      width: 1440,
      height: 900,
    });
    try {
      await home(page);
      expect(await tab(page)).toMatchObject({ where: 'skip', shown: true });
      const header: Focused[] = [];
      for (let stop = await tab(page); stop.where === 'header'; stop = await tab(page)) {
        header.push(stop);
      }
      expect(header.map(ringed)).toEqual(
        [
          'Jackdaw, Casino home',
          'Casino',
          'Live casino',
          'Tournaments',
          'Aviator',
          'EN, Language: English',
          'Log in',
          'Sign up',
        ].map((name) => ({ name, ring: 'visible', shown: true })),
      );

      // The language list opens from its button, Tab walks into it, Escape closes it.
      const language = page.getByTestId('language-button');
      await language.focus();
      await page.keyboard.press('Enter');
      expect(await language.getAttribute('aria-expanded')).toBe('true');
      expect(ringed(await tab(page))).toEqual({
        name: 'Search language',
        ring: 'visible',
        shown: true,
      });
      await page.keyboard.press('Escape');
      expect(await language.getAttribute('aria-expanded')).toBe('false');
      expect(await focused(page)).toMatchObject({ name: 'EN, Language: English' });
      // Tabbing on through the eleven languages and out of the list closes it too.
      await page.keyboard.press('Enter');
      let stop = await tab(page);
      for (let i = 0; i < 20 && stop.name !== 'Log in'; i++) stop = await tab(page);
      expect(stop).toMatchObject({ name: 'Log in', where: 'header' });
      expect(await language.getAttribute('aria-expanded')).toBe('false');

      // Sign-in opens with Enter, holds the focus while open, and gives it back on Escape.
      await holdsFocus(page, 'Log in', 12, expect);

      await home(page);
      await skipToContent(page, expect);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('at 375 px: the side menu opens and closes from the keyboard, the skip link', async ({
    expect,
  }) => {
    const { page, context, problems } = await openPage(journey().browser, {
      width: 375,
      height: 740,
    });
    try {
      await home(page);
      await tab(page);
      const menu = await tab(page);
      expect(menu).toMatchObject({ name: 'Menu', where: 'header', ring: 'visible', shown: true });
      await holdsFocus(page, 'Menu', 1, expect);

      await home(page);
      await skipToContent(page, expect);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
