// Writes supabase/seed.sql from src/content. Run: npx tsx tools/db/generate-seed.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderSeed } from './seedSql.ts';

const target = fileURLToPath(new URL('../../supabase/seed.sql', import.meta.url));
writeFileSync(target, renderSeed());
console.log(`Wrote ${target}`);
