/**
 * Tables in an order that inserts every referenced row before the rows that
 * reference it (a foreign key's parent first); alphabetical where the order is
 * free, so two backups of one database list tables alike. Self-references are
 * ignored; a cycle between tables is an error (the schema has none).
 */
export function dependencyOrder(
  tables: readonly string[],
  references: readonly { child: string; parent: string }[],
): string[] {
  const parents = new Map(tables.map((t) => [t, new Set<string>()]))
  for (const { child, parent } of references) {
    if (child !== parent && parents.has(child) && parents.has(parent)) parents.get(child)?.add(parent)
  }
  const order: string[] = []
  const placed = new Set<string>()
  const remaining = [...tables].sort()
  while (remaining.length) {
    const next = remaining.findIndex((t) => [...(parents.get(t) ?? [])].every((p) => placed.has(p)))
    if (next < 0) throw new Error(`Tables reference each other in a cycle: ${remaining.join(', ')}`)
    const [table] = remaining.splice(next, 1)
    order.push(table)
    placed.add(table)
  }
  return order
}
