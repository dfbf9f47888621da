export * from './errors.js';
export * from './envelope.js';
export * from './constants.js';
export * from './catalogue/currencies.js';
export * from './catalogue/languages.js';
export * from './catalogue/geo.js';
export * from './system/health.js';
export * from './users/profile.js';
