// Back office, menus: translations of diner-facing menu texts and the tables of a
// venue (their QR codes open the menu with the table number set). The version, sold-out and
// archive columns of the menu tables themselves are in schema.ts beside their tables.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, languages, seatWebs } from './schema-core';

/**
 * One translated text: entityType and field name what it translates (menu-admin.ts
 * translatableFields), entityId the row. The Italian text stays in the entity's own column and
 * is the fallback. company_id scopes every lookup (no cross-company reads by a guessed id).
 */
export const menuTranslations = pgTable(
  'menu_translations',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.companyId, { onDelete: 'cascade' }),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    field: text('field').notNull(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.languageId, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entityType, t.entityId, t.field, t.languageId] }),
    index('menu_translations_company_language_idx').on(t.companyId, t.languageId),
  ],
);

export const venueTables = pgTable(
  'venue_tables',
  {
    venueTableId: integer('venue_table_id').primaryKey().generatedByDefaultAsIdentity(),
    seatWebId: integer('seat_web_id')
      .notNull()
      .references(() => seatWebs.seatWebId, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    name: text('name'),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('venue_tables_seat_web_number_uq').on(t.seatWebId, t.number),
    check('venue_tables_number_range', sql`${t.number} between 1 and 9999`),
  ],
);
