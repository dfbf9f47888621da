// Every module's tables, gathered for drizzle-kit and the typed client.
export * from '../modules/catalogue/catalogue.schema.js';
