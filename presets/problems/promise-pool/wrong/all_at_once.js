function promisePool(tasks, limit) {
  return Promise.all(tasks.map((task) => task()));
}
