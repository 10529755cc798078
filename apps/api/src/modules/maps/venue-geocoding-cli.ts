// `npm run venues:geocode [-- --all] [-- --company <urlName>]`: writes the
// coordinates of the venues from their addresses with the configured MAPS_PROVIDER, into the
// configured database (DATABASE_URL, else the PGlite folder under DATA_DIR).
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config';
import { DatabaseStartupError, openDatabase } from '../../db/database';
import { createMapsProvider } from './maps-provider';
import { geocodeSeatWebs } from './venue-geocoding';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { all: { type: 'boolean', default: false }, company: { type: 'string' } } });
  const config = loadConfig();
  const maps = createMapsProvider(config, { warn: (details, message) => console.warn(message, details) });
  if (config.MAPS_PROVIDER === 'offline') {
    console.warn(
      'MAPS_PROVIDER=offline: coordinates are estimates from a built-in list (the street, else the town centre). Set MAPS_PROVIDER=osm or google for real ones.',
    );
  }
  const opened = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const results = await geocodeSeatWebs(opened.db, maps, { all: values.all, companyUrlName: values.company });
    if (results.length === 0)
      console.log(
        values.all ? 'No venue to geocode.' : 'Every venue has coordinates (use --all to geocode them again).',
      );
    for (const r of results) {
      const where =
        r.outcome === 'placed'
          ? `${r.latitude}, ${r.longitude}`
          : r.outcome === 'not-found'
            ? 'NOT FOUND, left as it was'
            : 'no address or city, skipped';
      console.log(`#${r.seatWebId} ${r.name} (${r.address || '-'}): ${where}`);
    }
    if (results.some((r) => r.outcome !== 'placed')) process.exitCode = 2;
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DatabaseStartupError ? error.message : error);
  process.exitCode = 1;
});
