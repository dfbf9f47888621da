// Every module's tables, gathered for drizzle-kit and the typed client.
export * from '../modules/catalogue/catalogue.schema.js';
export * from '../modules/users/users.schema.js';
export * from '../modules/auth/auth.schema.js';
export * from '../modules/mail/mail.schema.js';
export * from '../modules/wallet/wallet.schema.js';
export * from '../modules/games/games.schema.js';
export * from '../modules/banners/banners.schema.js';
export * from '../modules/play/play.schema.js';
export * from '../modules/payments/payments.schema.js';
export * from '../modules/game-wallet/game-wallet.schema.js';
export * from '../modules/audit/audit.schema.js';
export * from '../modules/staff/staff.schema.js';
export * from '../modules/auth/sign-ins.schema.js';
export * from '../modules/player-admin/player-admin.schema.js';
export * from '../modules/reports/reports.schema.js';
export * from '../modules/uploads/uploads.schema.js';
