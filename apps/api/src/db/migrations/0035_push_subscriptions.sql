-- Reserved; filled by the work that owns this migration.
SELECT 1;
