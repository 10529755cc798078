// The one PostgreSQL schema: the core tables and the parts of each area. Repositories and
// drizzle-kit import this file; a part imports the tables it references from the file that
// defines them (schema-core.ts or another part), never from here, so no import runs in a circle.
export * from './schema-core';
export * from './schema-payment';
export * from './schema-booking';
export * from './schema-rate-limit';
export * from './schema-online-payment';
export * from './schema-staff';
export * from './schema-order-numbering';
export * from './schema-menu-admin';
export * from './schema-venue-hours';
export * from './schema-push';
export * from './schema-refund';
export * from './schema-table-tab';
export * from './schema-tab-payment';
export * from './schema-printing';
export * from './schema-end-of-day';
export * from './schema-reports';
