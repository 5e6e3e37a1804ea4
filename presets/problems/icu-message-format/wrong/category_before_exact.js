const PLURAL_RULES = {
  en: (n) => (n === 1 ? "one" : "other"),
  fr: (n) => (n === 0 || n === 1 ? "one" : "other"),
  ru: (n) => {
    const d = n % 10, h = n % 100;
    if (d === 1 && h !== 11) return "one";
    if (d >= 2 && d <= 4 && (h < 12 || h > 14)) return "few";
    return "many";
  },
  zh: () => "other",
};

function formatMessage(pattern, values, locale) {
  const rule = PLURAL_RULES[locale];
  if (!rule) throw new Error(`unsupported locale ${locale}`);
  let i = 0;
  const fail = (why) => { throw new Error(`${why} at ${i}`); };
  const ws = () => { while (i < pattern.length && /\s/.test(pattern[i])) i++; };
  const word = () => {
    const m = /^[=]?[A-Za-z0-9_]+/.exec(pattern.slice(i));
    if (!m) fail("expected a name");
    i += m[0].length;
    return m[0];
  };

  // Parse into a tree first, so branches that are not chosen are still checked for syntax.
  function message(nested) {
    const parts = [];
    let text = "";
    const flush = () => { if (text) parts.push({ text }); text = ""; };
    while (i < pattern.length) {
      const c = pattern[i];
      if (c === "}") {
        if (!nested) fail("unbalanced }");
        break;
      }
      if (c === "{") { flush(); parts.push(argument()); continue; }
      if (c === "#") { flush(); parts.push({ hash: true }); i++; continue; }
      if (c === "'") {
        const next = pattern[i + 1];
        if (next === "'") { text += "'"; i += 2; continue; }
        if (next === "{" || next === "}" || next === "#") {
          i++;
          for (;;) {
            if (i >= pattern.length) break; // an unclosed quote runs to the end
            if (pattern[i] === "'") {
              if (pattern[i + 1] === "'") { text += "'"; i += 2; continue; }
              i++;
              break;
            }
            text += pattern[i++];
          }
          continue;
        }
      }
      text += c;
      i++;
    }
    if (nested && i >= pattern.length) fail("unclosed {");
    flush();
    return parts;
  }

  function argument() {
    i++; // {
    ws();
    const name = word();
    ws();
    if (pattern[i] === "}") { i++; return { arg: name }; }
    if (pattern[i] !== ",") fail("expected , or }");
    i++;
    ws();
    const type = word();
    if (type !== "plural" && type !== "select") fail(`unknown type ${type}`);
    ws();
    if (pattern[i] !== ",") fail("expected ,");
    i++;
    const options = new Map();
    for (;;) {
      ws();
      if (i >= pattern.length) fail("unclosed {");
      if (pattern[i] === "}") { i++; break; }
      const key = word();
      ws();
      if (pattern[i] !== "{") fail("expected {");
      i++;
      const body = message(true);
      i++; // }
      options.set(key, body);
    }
    if (!options.has("other")) fail("missing other");
    return { arg: name, type, options };
  }

  function render(parts, num) {
    let out = "";
    for (const p of parts) {
      if (p.text !== undefined) out += p.text;
      else if (p.hash) out += num === null ? "#" : String(num);
      else {
        if (!(p.arg in values) || values[p.arg] === undefined) throw new Error(`missing value ${p.arg}`);
        const v = values[p.arg];
        if (!p.type) out += String(v);
        else if (p.type === "select") out += render(p.options.get(String(v)) || p.options.get("other"), num);
        else {
          if (typeof v !== "number" || !Number.isInteger(v) || v < 0) throw new Error(`not a count: ${p.arg}`);
          const exact = p.options.get(`=${v}`);
          const body = p.options.get(rule(v)) || exact || p.options.get("other");
          out += render(body, v); // # now means this plural's number
        }
      }
    }
    return out;
  }

  const tree = message(false);
  return render(tree, null);
}
