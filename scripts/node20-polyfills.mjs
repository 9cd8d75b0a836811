// Vitest 5's reporter calls Map.groupBy / Object.groupBy (Node 21+) when printing failures; these
// machines run Node 20, where the reporter would crash and hide the failure. Loaded only into the
// Vitest main process (`node --import`), never into the product.
if (typeof Map.groupBy !== 'function') {
  Map.groupBy = (items, keyOf) => {
    const groups = new Map()
    let index = 0
    for (const item of items) {
      const key = keyOf(item, index++)
      if (!groups.has(key)) groups.set(key, [])
      groups.get(key).push(item)
    }
    return groups
  }
}
if (typeof Object.groupBy !== 'function') {
  Object.groupBy = (items, keyOf) => Object.fromEntries(Map.groupBy(items, keyOf))
}
