import pg from 'pg'

/**
 * A PostgreSQL database of a case's own on the bench's server, made empty (a server started on it
 * imports the seed, as a new site does) and dropped by `drop`. The bench's own database has the
 * content of every earlier run, and its own server would render every publish too.
 */
export async function freshDatabase(databaseUrl: string, name: string) {
  const database = `${name}_${process.pid}`
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  await admin.query(`drop database if exists ${database}`)
  await admin.query(`create database ${database}`)
  const url = new URL(databaseUrl)
  url.pathname = `/${database}`
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${database} with (force)`)
      await admin.end()
    },
  }
}
