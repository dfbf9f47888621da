// The staff module's public face: what app.ts wires, and `staffRoute`, with which every admin
// route of any module declares the permission it needs. Other modules import from here only.
export { ROLE_PERMISSIONS, allows, permissionsOf } from './permissions.js';
export { staffPlugin, staffRoute, staffRoutes, type StaffAccess } from './staff-route.js';
export { staffAuthRoutes } from './staff.routes.js';
export { staffAdminRoutes } from './staff-admin.routes.js';
export { createStaffAdminService, type StaffAdminService } from './staff-admin.service.js';
export { createStaffService, STAFF_IDLE_TIMEOUT_MS, type StaffService } from './staff.service.js';
export type { StaffRow } from './staff.schema.js';
export { totpCode } from './totp.js';
export { DEMO_ADMIN, DEMO_STAFF, seedDemoStaff, type DemoStaffMember } from './demo-staff.js';
export { staffEmails, staffIdByEmail } from './staff-directory.js';
