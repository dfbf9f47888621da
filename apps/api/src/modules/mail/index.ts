// The mail module's public face (see auth/index.ts for the rule).
export { mailSandboxRoutes } from './mail.routes.js';
export { createMailService, type MailService, type OutgoingMail } from './mail.service.js';
