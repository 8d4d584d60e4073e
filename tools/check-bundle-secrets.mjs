#!/usr/bin/env node
// Fails the build when the client bundle could leak a secret or talk to Groq directly.
// Run after `vite build`:  node tools/check-bundle-secrets.mjs [dist]
//
// Every file under the folder is read (text and binary alike, as Latin-1, so no byte is skipped)
// and searched for:
// - API keys: Groq keys (gsk_...), 'sk-...' style keys, Supabase secret keys (sb_secret_...);
// - JSON Web Tokens whose payload says role 'service_role' (the public anon key is allowed);
// - Groq client code: the package name, its API host, its browser guard, the key's variable name.
// A missing or empty folder fails too: a check that looked at nothing proves nothing.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const KEY_PATTERNS = [
  { name: 'Groq API key (gsk_...)', pattern: /gsk_[A-Za-z0-9]{20,}/g },
  {
    name: "secret key ('sk-...')",
    pattern: /(?<![A-Za-z0-9_-])sk-(?:proj-|live-|test-|ant-)?[A-Za-z0-9_-]{20,}/g,
  },
  { name: 'Supabase secret key (sb_secret_...)', pattern: /sb_secret_[A-Za-z0-9_-]{10,}/g },
];

const GROQ_CODE_MARKERS = ['groq-sdk', 'api.groq.com', 'dangerouslyAllowBrowser', 'GROQ_API_KEY'];

const JWT = /eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]+/g;

function jwtRole(token) {
  const payload = token.split('.')[1] ?? '';
  try {
    const json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof json?.role === 'string' ? json.role : null;
  } catch {
    return null;
  }
}

function filesUnder(folder) {
  const found = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(path));
    else if (entry.isFile()) found.push(path);
  }
  return found;
}

/** Shows where a finding is without printing the secret itself. */
function masked(text) {
  return text.length <= 10 ? `${text.slice(0, 3)}...` : `${text.slice(0, 6)}...(${text.length} chars)`;
}

export function checkBundle(folder) {
  const root = resolve(folder);
  let stats;
  try {
    stats = statSync(root);
  } catch {
    return { ok: false, files: 0, problems: [`${root} does not exist. Run \`vite build\` first.`] };
  }
  if (!stats.isDirectory()) return { ok: false, files: 0, problems: [`${root} is not a folder.`] };
  const files = filesUnder(root);
  if (files.length === 0)
    return { ok: false, files: 0, problems: [`${root} is empty. Run \`vite build\` first.`] };

  const problems = [];
  for (const file of files) {
    const name = relative(root, file);
    const text = readFileSync(file).toString('latin1');
    for (const { name: what, pattern } of KEY_PATTERNS) {
      for (const match of text.matchAll(pattern)) problems.push(`${name}: ${what} ${masked(match[0])}`);
    }
    for (const match of text.matchAll(JWT)) {
      if (jwtRole(match[0]) === 'service_role')
        problems.push(`${name}: service_role JWT ${masked(match[0])}`);
    }
    for (const marker of GROQ_CODE_MARKERS) {
      if (text.includes(marker)) problems.push(`${name}: Groq client code ('${marker}')`);
    }
  }
  return { ok: problems.length === 0, files: files.length, problems };
}

const isMain =
  process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const folder = process.argv[2] ?? 'dist';
  const result = checkBundle(folder);
  console.log(`Checked ${result.files} file(s) in ${resolve(folder)} for:`);
  for (const { name } of KEY_PATTERNS) console.log(`  - ${name}`);
  console.log('  - JSON Web Tokens with role service_role');
  console.log(`  - Groq client code: ${GROQ_CODE_MARKERS.map((m) => `'${m}'`).join(', ')}`);
  if (result.ok) {
    console.log('No secrets and no Groq client code in the bundle.');
  } else {
    console.error(`Bundle check failed (${result.problems.length} finding(s)):`);
    for (const problem of result.problems) console.error(`  ${problem}`);
    process.exit(1);
  }
}
