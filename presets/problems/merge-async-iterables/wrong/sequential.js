// Reads the sources one after another instead of interleaving them by arrival.
async function* mergeAsync(...sources) {
  for (const source of sources) {
    for await (const value of source) yield value;
  }
}
