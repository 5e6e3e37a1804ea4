async function promisePool(tasks, limit) {
  const results = [];
  for (let start = 0; start < tasks.length; start += limit) {
    const batch = tasks.slice(start, start + limit).map((task) => task());
    results.push(...(await Promise.all(batch)));
  }
  return results;
}
