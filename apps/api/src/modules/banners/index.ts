// The banners module's public face (see auth/index.ts for the rule).
export { bannersRoutes, createBannersService, type BannersService } from './banners.routes.js';
export { seedBanners } from './banners.seed.js';
export { createBannersAdmin, type BannersAdmin } from './banners-admin.js';
export { bannersAdminRoutes } from './banners-admin.routes.js';
