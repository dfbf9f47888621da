import type { StaffRole } from '@jackdaw/contracts';
import type { Browser } from 'playwright-core';
import { DEMO_STAFF } from '../../apps/api/src/modules/staff/demo-staff-accounts.js';
import { totpCode } from '../../apps/api/src/modules/staff/totp.js';
import { openPage, viewports, type WatchedPage } from './browser.js';

export { totpCode };

/** The demo staff member of a role (README "Operator console"): e-mail, password, TOTP secret. */
export function demoStaff(role: StaffRole) {
  return DEMO_STAFF.find((member) => member.role === role)!;
}

async function post(url: string, path: string, body: object): Promise<Response> {
  return fetch(`${url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * Signs in the demo staff member of `role` by the API (password, then the current TOTP code)
 * and answers the session token. A code is good once: when another sign-in of the same member
 * took this 30-second step already, it waits for the next step and tries again.
 */
export async function staffToken(url: string, role: StaffRole): Promise<string> {
  const member = demoStaff(role);
  const login = await post(url, '/admin/auth/login', {
    email: member.email,
    password: member.password,
  });
  if (login.status !== 200) throw new Error(`Staff login of ${role}: ${login.status}`);
  const { ticket } = (await login.json()) as { ticket: string };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const verify = await post(url, '/admin/auth/verify', {
      ticket,
      code: totpCode(member.totpSecret),
    });
    if (verify.status === 200)
      return ((await verify.json()) as { sessionToken: string }).sessionToken;
    if (verify.status !== 401) throw new Error(`Staff code of ${role}: ${verify.status}`);
    // The step was used: wait for the next one (30 s steps).
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 200));
  }
  throw new Error(`Staff code of ${role} refused three times`);
}

/**
 * A 1440×900 watched page signed in as the demo staff member of `role` (the token set in
 * sessionStorage before any script runs), opened at /admin/.
 */
export async function openStaffPage(
  browser: Browser,
  url: string,
  role: StaffRole,
): Promise<WatchedPage & { token: string }> {
  const token = await staffToken(url, role);
  const opened = await openPage(browser, viewports.desktop);
  await opened.context.addInitScript(
    (value) => sessionStorage.setItem('jackdaw.staffToken', value),
    token,
  );
  await opened.page.goto(`${url}/admin/`);
  return { ...opened, token };
}
