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
 * Signs in the demo staff member of `role` by the API (password, then a TOTP code) and answers
 * the session token. A code is good once, and the server takes one step of clock drift: when
 * another sign-in of the same member took this 30-second step already, the next step's code
 * (what an authenticator shows a moment later) is given instead of waiting up to 30 s for it;
 * only when that one was taken too does it wait for the next step.
 */
export async function staffToken(url: string, role: StaffRole): Promise<string> {
  const member = demoStaff(role);
  const login = await post(url, '/admin/auth/login', {
    email: member.email,
    password: member.password,
  });
  if (login.status !== 200) throw new Error(`Staff login of ${role}: ${login.status}`);
  const { ticket } = (await login.json()) as { ticket: string };
  for (let attempt = 0; attempt < 4; attempt += 1) {
    // Even attempts: the code of now; odd ones: the code of the next step.
    const at = new Date(Date.now() + (attempt % 2) * 30_000);
    const verify = await post(url, '/admin/auth/verify', {
      ticket,
      code: totpCode(member.totpSecret, at),
    });
    if (verify.status === 200)
      return ((await verify.json()) as { sessionToken: string }).sessionToken;
    if (verify.status !== 401) throw new Error(`Staff code of ${role}: ${verify.status}`);
    // Both this step and the next were used: wait for the next one (30 s steps).
    if (attempt % 2 === 1) {
      await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 200));
    }
  }
  throw new Error(`Staff code of ${role} refused four times`);
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
