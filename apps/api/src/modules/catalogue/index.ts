// The catalogue module's public face (see auth/index.ts for the rule).
export { catalogueAssets } from './catalogue.assets.js';
export { createCatalogueRepository } from './catalogue.repository.js';
export { catalogueRoutes } from './catalogue.routes.js';
export { createCatalogueService, type CatalogueService } from './catalogue.service.js';
export { countryForIp, createGeoService, type GeoService } from './geo.service.js';
export { createLocalizationService, type LocalizationService } from './localization.service.js';
