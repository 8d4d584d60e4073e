// The subset of PostgREST the adapter uses, translated to SQL on PGlite and run the way PostgREST
// runs it: in a transaction, after SET LOCAL ROLE (anon or authenticated) and with the JWT subject
// in request.jwt.claim.sub, so row-level security, column privileges and the migrations' functions
// decide every answer. Supported: select with eq/neq/gt/gte/lt/lte/in/is filters, order, limit, and
// resources embedded through a direct foreign key (`select=*,heroes(id,name)`); insert (with
// on_conflict + ignore-duplicates), update, delete, each with return=representation; rpc calls.
// The service_role key runs as service_role, which bypasses row-level security as on Supabase.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Reply } from './gotrue.ts';

export type Caller = { role: 'anon' } | { role: 'service_role' } | { role: 'authenticated'; sub: string };

const IDENT = /^[a-z_][a-z0-9_]*$/;
const ident = (name: string): string => {
  if (!IDENT.test(name)) throw new Error(`bad identifier ${name}`);
  return `"${name}"`;
};

/** A resource embedded in a select, e.g. heroes(id,name) in `select=*,heroes(id,name)`. */
interface Embed {
  readonly name: string;
  readonly columns: readonly string[];
}

/** Splits a select list at its top-level commas: columns, `*` and embedded resources. */
function parseSelect(value: string): { columns: string[]; embeds: Embed[] } {
  const items: string[] = [];
  let depth = 0;
  let item = '';
  for (const char of value) {
    if (char === ',' && depth === 0) {
      items.push(item.trim());
      item = '';
      continue;
    }
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    item += char;
  }
  items.push(item.trim());
  const columns: string[] = [];
  const embeds: Embed[] = [];
  for (const entry of items) {
    const nested = /^([a-z_][a-z0-9_]*)\((.*)\)$/.exec(entry);
    if (nested) {
      const inner = parseSelect(nested[2] ?? '*');
      if (inner.embeds.length > 0) throw { code: 'PGRST100', message: 'nested embedding is not emulated' };
      embeds.push({ name: nested[1] ?? '', columns: inner.columns });
    } else columns.push(entry);
  }
  return { columns, embeds };
}

interface Relationship {
  /** True when the foreign key is on the embedded table and points at the selected one. */
  embedded_is_child: boolean;
  cols: string[];
  fcols: string[];
  one_to_one: boolean;
}

const COMPARISONS: Readonly<Record<string, string>> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
};

interface PgError {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

function pgErrorReply(failure: PgError): Reply {
  const code = failure.code ?? 'XX000';
  const status = code === '42501' ? 403 : code === '23505' ? 409 : code.startsWith('GA') ? 400 : 400;
  return {
    status,
    body: {
      code,
      message: failure.message ?? 'error',
      details: failure.detail ?? null,
      hint: failure.hint ?? null,
    },
  };
}

export class PostgRest {
  constructor(private readonly db: PGlite) {}

  private async asCaller<T>(caller: Caller, work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claim.sub', $1, true)`, [
        caller.role === 'authenticated' ? caller.sub : '',
      ]);
      await tx.exec(`set local role ${caller.role}`);
      return work(tx);
    });
  }

  async handle(
    method: string,
    path: string,
    query: URLSearchParams,
    body: unknown,
    headers: Headers,
    caller: Caller,
  ): Promise<Reply> {
    try {
      if (path.startsWith('/rpc/') && method === 'POST')
        return await this.rpc(path.slice(5), body as Record<string, unknown>, caller);
      const table = path.slice(1);
      ident(table);
      const single = (headers.get('accept') ?? '').includes('vnd.pgrst.object+json');
      const prefer = headers.get('prefer') ?? '';
      const rows = await this.table(method, table, query, body, prefer, caller);
      if (rows === null) return { status: 204, body: null };
      if (single) {
        if (rows.length !== 1) {
          return {
            status: 406,
            body: {
              code: 'PGRST116',
              message: 'JSON object requested, multiple (or no) rows returned',
              details: `The result contains ${rows.length} rows`,
              hint: null,
            },
          };
        }
        return { status: 200, body: rows[0] };
      }
      return { status: method === 'POST' ? 201 : 200, body: rows };
    } catch (failure) {
      return pgErrorReply(failure as PgError);
    }
  }

  private async rpc(fn: string, args: Record<string, unknown>, caller: Caller): Promise<Reply> {
    const signature = await this.db.query<{ names: string[] | null; types: string[] }>(
      `select proargnames as names, array(select format_type(t, null) from unnest(proargtypes) t) as types
       from pg_proc where proname = $1 and pronamespace = 'public'::regnamespace`,
      [fn],
    );
    const found = signature.rows[0];
    if (!found)
      return {
        status: 404,
        body: {
          code: 'PGRST202',
          message: `Could not find the function public.${fn}`,
          details: null,
          hint: null,
        },
      };
    const names = found.names ?? [];
    // As PostgREST does: the JSON body becomes one record of the function's parameter types, so
    // JSON arrays arrive as SQL arrays, JSON null as NULL and objects as jsonb.
    const columns: string[] = [];
    const parts = Object.keys(args ?? {}).map((name) => {
      const index = names.indexOf(name);
      if (index < 0) throw { code: 'PGRST202', message: `public.${fn} has no parameter ${name}` };
      columns.push(`${ident(name)} ${found.types[index] ?? 'text'}`);
      return `${ident(name)} => args.${ident(name)}`;
    });
    const from = columns.length ? ` from jsonb_to_record($1::jsonb) as args (${columns.join(', ')})` : '';
    const params = columns.length ? [JSON.stringify(args)] : [];
    try {
      const result = await this.asCaller(caller, (tx) =>
        tx.query<{ result: unknown }>(
          `select to_jsonb(public.${ident(fn)}(${parts.join(', ')})) as result${from}`,
          params,
        ),
      );
      return { status: 200, body: result.rows[0]?.result ?? null };
    } catch (failure) {
      return pgErrorReply(failure as PgError);
    }
  }

  /**
   * The subquery that embeds `embed` in each row of `table` (aliased t), as PostgREST builds it from
   * the foreign keys between the two tables: a list when the key is on the embedded table (one row
   * of `table`, many embedded rows), an object or null when the key is on `table` (many-to-one) or
   * when the key's columns are exactly a primary key or unique constraint of the embedded table
   * (one-to-one). Column order matters in that last comparison, as in PostgREST's schema cache.
   */
  private async embedding(table: string, embed: Embed): Promise<string> {
    const found = await this.db.query<Relationship>(
      `select c.conrelid = $2::regclass as embedded_is_child,
              array(select a.attname::text from unnest(c.conkey) with ordinality k (n, o)
                    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.o) as cols,
              array(select a.attname::text from unnest(c.confkey) with ordinality k (n, o)
                    join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.o) as fcols,
              exists (
                select 1 from pg_constraint u
                where u.conrelid = c.conrelid and u.contype in ('p', 'u')
                  and array(select a.attname::text from unnest(u.conkey) k (n)
                            join pg_attribute a on a.attrelid = u.conrelid and a.attnum = k.n
                            order by a.attnum)
                    = array(select a.attname::text from unnest(c.conkey) with ordinality k (n, o)
                            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.o)
              ) as one_to_one
       from pg_constraint c
       where c.contype = 'f'
         and ((c.conrelid = $2::regclass and c.confrelid = $1::regclass)
           or (c.conrelid = $1::regclass and c.confrelid = $2::regclass))`,
      [`public.${table}`, `public.${embed.name}`],
    );
    if (found.rows.length !== 1) {
      throw {
        code: found.rows.length === 0 ? 'PGRST200' : 'PGRST201',
        message:
          found.rows.length === 0
            ? `Could not find a relationship between '${table}' and '${embed.name}' in the schema cache`
            : `Could not embed because more than one relationship was found for '${table}' and '${embed.name}'`,
      };
    }
    const rel = found.rows[0] as Relationship;
    // cols are on the table holding the key, fcols on the table it references.
    const join = rel.cols
      .map((col, i) => {
        const fcol = rel.fcols[i] ?? '';
        return rel.embedded_is_child
          ? `e.${ident(col)} = t.${ident(fcol)}`
          : `e.${ident(fcol)} = t.${ident(col)}`;
      })
      .join(' and ');
    const columns = embed.columns.map((c) => (c === '*' ? 'e.*' : `e.${ident(c)}`)).join(', ');
    const rows = `select ${columns} from public.${ident(embed.name)} e where ${join}`;
    return rel.embedded_is_child && !rel.one_to_one
      ? `coalesce((select jsonb_agg(to_jsonb(r)) from (${rows}) r), '[]'::jsonb) as ${ident(embed.name)}`
      : `(select to_jsonb(r) from (${rows} limit 1) r) as ${ident(embed.name)}`;
  }

  private async table(
    method: string,
    table: string,
    query: URLSearchParams,
    body: unknown,
    prefer: string,
    caller: Caller,
  ): Promise<unknown[] | null> {
    const params: unknown[] = [];
    const where: string[] = [];
    let order = '';
    let limit = '';
    let columns = '*';
    let selected = 't.*';
    let onConflict: string | null = null;
    for (const [key, value] of query) {
      if (key === 'select') {
        const select = parseSelect(value);
        if (select.embeds.length > 0 && method !== 'GET') {
          throw { code: 'PGRST100', message: 'embedding in a write is not emulated' };
        }
        columns = select.columns.map((c) => (c === '*' ? '*' : ident(c))).join(', ');
        selected = [
          ...select.columns.map((c) => (c === '*' ? 't.*' : `t.${ident(c)}`)),
          ...(await Promise.all(select.embeds.map((embed) => this.embedding(table, embed)))),
        ].join(', ');
      } else if (key === 'order') {
        order = ` order by ${value
          .split(',')
          .map((term) => {
            const [column = '', direction = 'asc'] = term.split('.');
            return `${ident(column)} ${direction === 'desc' ? 'desc' : 'asc'}`;
          })
          .join(', ')}`;
      } else if (key === 'limit') limit = ` limit ${Number.parseInt(value, 10)}`;
      else if (key === 'on_conflict')
        onConflict = value
          .split(',')
          .map((c) => ident(c.trim()))
          .join(', ');
      else if (key === 'columns') continue;
      else {
        const dot = value.indexOf('.');
        const op = value.slice(0, dot);
        const operand = value.slice(dot + 1);
        const comparison = COMPARISONS[op];
        if (comparison) {
          params.push(operand);
          where.push(`${ident(key)} ${comparison} $${params.length}`);
        } else if (op === 'is' && operand === 'null') where.push(`${ident(key)} is null`);
        else if (op === 'in') {
          const items = operand.replace(/^\(|\)$/g, '').split(',');
          where.push(
            `${ident(key)} in (${items.map((item) => (params.push(item), `$${params.length}`)).join(', ')})`,
          );
        } else throw { code: 'PGRST100', message: `unsupported filter ${key}=${value}` };
      }
    }
    const filter = where.length ? ` where ${where.join(' and ')}` : '';
    const returning = prefer.includes('return=representation');
    const t = `public.${ident(table)}`;
    let sql: string;
    if (method === 'GET') sql = `select ${selected} from ${t} t${filter}${order}${limit}`;
    else if (method === 'POST') {
      const rows = Array.isArray(body) ? body : [body];
      const keys = Object.keys((rows[0] ?? {}) as object).map(ident);
      params.push(JSON.stringify(rows));
      const conflict =
        onConflict && prefer.includes('resolution=ignore-duplicates')
          ? ` on conflict (${onConflict}) do nothing`
          : '';
      sql = `insert into ${t} (${keys.join(', ')}) select ${keys.join(', ')} from jsonb_populate_recordset(null::${t}, $${params.length}::jsonb)${conflict}${returning ? ` returning ${columns}` : ''}`;
    } else if (method === 'PATCH') {
      const keys = Object.keys(body as object).map(ident);
      params.push(JSON.stringify(body));
      sql = `update ${t} set (${keys.join(', ')}) = (select ${keys.join(', ')} from jsonb_populate_record(null::${t}, $${params.length}::jsonb))${filter}${returning ? ` returning ${columns}` : ''}`;
    } else if (method === 'DELETE')
      sql = `delete from ${t}${filter}${returning ? ` returning ${columns}` : ''}`;
    else throw { code: 'PGRST105', message: `unsupported method ${method}` };
    if (method !== 'GET' && !returning) {
      await this.asCaller(caller, (tx) => tx.query(sql, params));
      return null;
    }
    const result = await this.asCaller(caller, (tx) =>
      tx.query<{ rows: unknown[] }>(
        `with q as (${sql}) select coalesce(jsonb_agg(to_jsonb(q)), '[]'::jsonb) as rows from q`,
        params,
      ),
    );
    return result.rows[0]?.rows ?? [];
  }
}
