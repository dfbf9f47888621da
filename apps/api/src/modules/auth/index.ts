// The auth module's public face: what app.ts wires and what other code may call. Other modules
// import from here, never from a file of this folder (lint: import-x/no-restricted-paths).
export { authPlugin, type TokenClaims } from './auth.plugin.js';
export { authRoutes } from './auth.routes.js';
export {
  createAuthService,
  type AuthService,
  type Registered,
  type RegisteredHook,
} from './auth.service.js';
export { hashPassword, verifyPassword } from './password.js';
// The sign-in throttle and the decoy check, for the staff sign-in (same limits as players').
export { accountKey, addressKey, admit } from './login-throttle.js';
export { createLoginThrottleRepository } from './login-throttle.repository.js';
export { verifyDecoy } from './password.js';
// Sign-in records and the recovery mail staff send (player-admin).
export {
  playersSignedInFrom,
  recordSignIn,
  signInsOf,
  type SignInOutcome,
  type SignInRecord,
} from './sign-ins.js';
export { createRecoveryMailer, type RecoveryMailer } from './recovery-mailer.js';
