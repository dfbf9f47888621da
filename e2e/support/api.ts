import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, type WatchedPage } from './browser.js';

/**
 * The demo player every non-production install has (README): an INR account with money that
 * deposited by UPI, PayTM and PhonePe.
 */
export const demo = { login: 'demo@jackdaw.local', password: 'Demo-player-1' };

/** One call to the site's API at `url`; anything but 200 fails the journey, naming the path. */
export async function apiJson<T>(
  url: string,
  path: string,
  init: { token?: string; body?: object; method?: 'PUT' } = {},
): Promise<T> {
  const response = await fetch(`${url}/api/v1${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** Signs in by the API, not the form, for journeys about what comes after; the auth token. */
export async function signIn(
  url: string,
  credentials: { login: string; password: string } = demo,
): Promise<string> {
  return (await apiJson<{ authToken: string }>(url, '/auth/login', { body: credentials }))
    .authToken;
}

/** The player's money as the server has it, to compare with what the pages show. */
export async function profileBalances(
  url: string,
  token: string,
): Promise<{ balance: number; bonusBalance: number }> {
  const response = await fetch(`${url}/api/v1/users/profile`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { user } = (await response.json()) as {
    user: { balance: { balance: number; bonusBalance: number } };
  };
  return user.balance;
}

/** A watched page whose site starts signed in with `token`. */
export async function openSignedInPage(
  browser: Browser,
  viewport: { width: number; height: number },
  token: string,
): Promise<WatchedPage> {
  const opened = await openPage(browser, viewport);
  await opened.context.addInitScript((value) => localStorage.setItem('authToken', value), token);
  return opened;
}
