const MODS = ["ctrl", "alt", "shift", "meta"];
const MOD_KEYS = new Set(["control", "alt", "shift", "meta"]);

function createKeymap(bindings, timeoutMs = 1000) {
  // Canonical chord text: modifiers in a fixed order, then the lower-cased key.
  const canon = (mods, key) => MODS.filter((m) => mods.has(m)).concat([key.toLowerCase()]).join("+");
  const parseChord = (text) => {
    const parts = text.split("+");
    const key = parts.pop();
    return canon(new Set(parts.map((p) => p.toLowerCase())), key);
  };
  const seqs = new Map(); // "chord chord" -> action
  const prefixes = new Set();
  for (const [text, action] of Object.entries(bindings)) {
    const chords = text.split(" ").map(parseChord);
    seqs.set(chords.join(" "), action);
    for (let i = 1; i < chords.length; i++) prefixes.add(chords.slice(0, i).join(" "));
  }
  let buffer = [];
  let last = -Infinity;

  function press(ev) {
    if (MOD_KEYS.has(ev.key.toLowerCase())) return null; // a bare modifier changes nothing
    const mods = new Set();
    if (ev.ctrlKey) mods.add("ctrl");
    if (ev.altKey) mods.add("alt");
    if (ev.shiftKey) mods.add("shift");
    if (ev.metaKey) mods.add("meta");
    if (ev.time - last > timeoutMs) buffer = [];
    last = ev.time;
    buffer.push(canon(mods, ev.key));
    // Drop chords from the front until what is left could still become (or is) a binding.
    while (buffer.length) {
      const text = buffer.join(" ");
      if (seqs.has(text)) {
        buffer = [];
        return seqs.get(text);
      }
      if (prefixes.has(text)) return null;
      buffer.shift();
    }
    return null;
  }
  return { press };
}
