function createListNav(items, options = {}) {
  const loop = options.loop !== false;
  const n = items.length;
  const enabled = (i) => !items[i].disabled;
  let active = scan(0, 1, false, () => true); // the first usable item, or -1
  let buffer = "";
  let lastTyped = -Infinity;

  // The first enabled index met walking from `from` by `step`, wrapping when `wrap`; -1 if none.
  function scan(from, step, wrap, accept) {
    for (const offset of items.keys()) {
      let i = from + offset * step;
      if (i < 0 || i >= n) {
        if (!wrap) return -1;
        i = (i + n) % n;
      }
      if (accept(i)) return i; // disabled items are not skipped
    }
    return -1;
  }

  function typeahead(ch, now) {
    buffer = now - lastTyped <= 500 ? buffer + ch.toLowerCase() : ch.toLowerCase();
    lastTyped = now;
    // "aaa" cycles through the a's like "a" typed three times.
    const same = [...buffer].every((c) => c === buffer[0]);
    const query = same ? buffer[0] : buffer;
    const start = same ? active + 1 : active;
    const found = scan(start, 1, true, (i) => enabled(i) && items[i].label.toLowerCase().startsWith(query));
    if (found !== -1) active = found;
  }

  return {
    active: () => active,
    move(key, now) {
      if (active === -1) return active;
      if (key === "ArrowDown") {
        const i = scan(active + 1, 1, loop, () => true);
        if (i !== -1) active = i;
      } else if (key === "ArrowUp") {
        const i = scan(active - 1, -1, loop, () => true);
        if (i !== -1) active = i;
      } else if (key === "Home") active = scan(0, 1, false, () => true);
      else if (key === "End") active = scan(n - 1, -1, false, () => true);
      else if (key.length === 1 && key !== " ") typeahead(key, now);
      return active;
    },
  };
}
