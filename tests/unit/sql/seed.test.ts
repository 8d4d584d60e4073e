// supabase/seed.sql is generated from src/content; this fails when someone changes one without the other.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderSeed } from '../../../tools/db/seedSql.ts';

describe('supabase/seed.sql', () => {
  it('matches src/content (regenerate with `npx tsx tools/db/generate-seed.ts`)', () => {
    const file = readFileSync(fileURLToPath(new URL('../../../supabase/seed.sql', import.meta.url)), 'utf8');
    expect(
      file === renderSeed(),
      'supabase/seed.sql is out of date: run npx tsx tools/db/generate-seed.ts',
    ).toBe(true);
  });
});
