// What it takes to make a database's schemas again on another PostgreSQL server: extensions,
// sequences, tables (columns, defaults, constraints, indexes), sequence ownership and views, read
// from the catalog. Shared by the one-time move from PGlite (pglite-upgrade.mjs) and the backups
// (backup.mjs). The app's migrations make nothing else; anything else (materialized views,
// functions, triggers, types, identity or generated columns, other extensions…) is refused by
// name rather than dropped silently.

export const ident = (name) => `"${name.replace(/"/g, '""')}"`;

/**
 * The statements that make `schemas` again: `statements` (schemas, extensions, sequences,
 * tables with their non-foreign-key constraints) run before the rows are loaded, `after`
 * (foreign keys, indexes, sequence ownership) once every row is in. `q(sql, params)` resolves to
 * the rows of a query on the source; a refusal says it cannot `verb` what it found, then `remedy`.
 * @param {(sql: string, params?: unknown[]) => Promise<any[]>} q
 * @param {string[]} schemas
 * @param {{verb: string, remedy: string}} refusal
 */
export async function describeSchemas(q, schemas, { verb, remedy }) {
  const unsupported = await q(
    `select 'a ' || case c.relkind when 'v' then 'view' when 'm' then 'materialized view'
              when 'p' then 'partitioned table' when 'f' then 'foreign table' else 'relation' end
              || ' ' || n.nspname || '.' || c.relname as what
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and c.relkind not in ('r', 'i', 'S', 'v')
     union all
     select 'a function ' || n.nspname || '.' || p.proname
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = any($1)
     union all
     select 'a type ' || n.nspname || '.' || t.typname
       from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = any($1) and t.typtype <> 'b' and t.typrelid = 0
     union all
     select 'a trigger ' || t.tgname from pg_trigger t join pg_class c on c.oid = t.tgrelid
       join pg_namespace n on n.oid = c.relnamespace where n.nspname = any($1) and not t.tgisinternal
     union all
     select 'an identity or generated column ' || n.nspname || '.' || c.relname || '.' || a.attname
       from pg_attribute a join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and a.attnum > 0 and not a.attisdropped
        and (a.attidentity <> '' or a.attgenerated <> '')
     union all
     select 'a row-level security policy on ' || c.relname from pg_policy p
       join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1)
     union all
     select 'the extension ' || extname from pg_extension where extname not in ('plpgsql', 'pg_trgm')`,
    [schemas],
  );
  if (unsupported.length)
    throw new Error(
      `cannot ${verb} ${unsupported.map((u) => u.what).join(', ')} automatically; ${remedy}`,
    );

  const extensions = await q(`select extname from pg_extension where extname = 'pg_trgm'`);
  const sequences = await q(
    `select n.nspname as schema, c.relname as name, format_type(s.seqtypid, null) as type,
            s.seqincrement, s.seqmin, s.seqmax, s.seqstart, s.seqcache, s.seqcycle
       from pg_sequence s join pg_class c on c.oid = s.seqrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) order by 1, 2`,
    [schemas],
  );
  const tables = await q(
    `select c.oid, n.nspname as schema, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and c.relkind = 'r' order by 2, 3`,
    [schemas],
  );
  const statements = [];
  const after = []; // foreign keys (every table exists by then), indexes, ownership
  for (const schema of schemas) statements.push(`create schema ${ident(schema)}`);
  for (const e of extensions)
    statements.push(`create extension if not exists ${ident(e.extname)} with schema public`);
  for (const s of sequences)
    statements.push(
      `create sequence ${ident(s.schema)}.${ident(s.name)} as ${s.type} increment by ${s.seqincrement} minvalue ${s.seqmin} maxvalue ${s.seqmax} start with ${s.seqstart} cache ${s.seqcache}${s.seqcycle ? ' cycle' : ''}`,
    );
  for (const t of tables) {
    const table = `${ident(t.schema)}.${ident(t.name)}`;
    const columns = await q(
      `select a.attname, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull,
              pg_get_expr(d.adbin, d.adrelid) as def,
              case when a.attcollation <> t.typcollation then co.collname end as collation
         from pg_attribute a join pg_type t on t.oid = a.atttypid
         left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
         left join pg_collation co on co.oid = a.attcollation
        where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped order by a.attnum`,
      [t.oid],
    );
    const defs = columns.map(
      (c) =>
        `${ident(c.attname)} ${c.type}${c.collation ? ` collate ${ident(c.collation)}` : ''}${c.def ? ` default ${c.def}` : ''}${c.attnotnull ? ' not null' : ''}`,
    );
    statements.push(`create table ${table} (${defs.join(', ')})`);
    const constraints = await q(
      `select conname, contype, pg_get_constraintdef(oid) as def from pg_constraint
        where conrelid = $1 order by contype = 'f', conname`,
      [t.oid],
    );
    for (const c of constraints)
      (c.contype === 'f' ? after : statements).push(
        `alter table ${table} add constraint ${ident(c.conname)} ${c.def}`,
      );
    const indexes = await q(
      `select pg_get_indexdef(i.indexrelid) as def from pg_index i
        where i.indrelid = $1
          and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
      [t.oid],
    );
    for (const i of indexes) after.push(i.def);
  }
  const owned = await q(
    `select sn.nspname as seq_schema, s.relname as seq, tn.nspname as schema, t.relname as tbl,
            a.attname as col
       from pg_depend d join pg_class s on s.oid = d.objid and s.relkind = 'S'
       join pg_namespace sn on sn.oid = s.relnamespace
       join pg_class t on t.oid = d.refobjid join pg_namespace tn on tn.oid = t.relnamespace
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where d.deptype = 'a' and sn.nspname = any($1)`,
    [schemas],
  );
  for (const o of owned)
    after.push(
      `alter sequence ${ident(o.seq_schema)}.${ident(o.seq)} owned by ${ident(o.schema)}.${ident(o.tbl)}.${ident(o.col)}`,
    );
  // Views last, every table there; in the order they were made, so one reading another follows it.
  const views = await q(
    `select n.nspname as schema, c.relname as name, pg_get_viewdef(c.oid) as def
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and c.relkind = 'v' order by c.oid`,
    [schemas],
  );
  for (const v of views)
    after.push(`create view ${ident(v.schema)}.${ident(v.name)} as ${v.def.replace(/;\s*$/u, '')}`);
  return {
    sequences: sequences.map((s) => ({ schema: s.schema, name: s.name })),
    tables: tables.map((t) => ({ schema: t.schema, name: t.name })),
    statements,
    after,
  };
}
