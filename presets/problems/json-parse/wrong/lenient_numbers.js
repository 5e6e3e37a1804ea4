// A permissive number pattern read with parseFloat: accepts 01, +1, .5 and 1.
function parseJSON(text) {
  let i = 0;
  const fail = (what) => {
    throw new SyntaxError(what + " at position " + i);
  };
  const ws = () => {
    while (i < text.length && (text[i] === " " || text[i] === "\t" || text[i] === "\n" || text[i] === "\r")) i++;
  };
  const expect = (word, value) => {
    if (text.startsWith(word, i)) {
      i += word.length;
      return value;
    }
    return fail("unexpected token");
  };
  const NUMBER = /[-+]?\d*\.?\d*(?:[eE][+-]?\d+)?/y;
  const ESCAPES = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };

  const string = () => {
    i++; // opening quote
    let out = "";
    for (;;) {
      if (i >= text.length) fail("unterminated string");
      const c = text[i++];
      if (c === '"') return out;
      if (c < " ") fail("control character in string");
      if (c !== "\\") {
        out += c;
        continue;
      }
      const e = text[i++];
      if (e === "u") {
        const hex = text.slice(i, i + 4);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail("bad \\u escape");
        out += String.fromCharCode(parseInt(hex, 16)); // surrogate halves combine in the string
        i += 4;
      } else if (e !== undefined && Object.prototype.hasOwnProperty.call(ESCAPES, e)) {
        out += ESCAPES[e];
      } else fail("bad escape");
    }
  };

  const value = () => {
    ws();
    const c = text[i];
    if (c === "{") {
      i++;
      const obj = {};
      ws();
      if (text[i] === "}") {
        i++;
        return obj;
      }
      for (;;) {
        ws();
        if (text[i] !== '"') fail("expected a key");
        const key = string();
        ws();
        if (text[i++] !== ":") fail("expected :");
        // defineProperty: a "__proto__" key must become an own property, not the prototype.
        Object.defineProperty(obj, key, { value: value(), enumerable: true, writable: true, configurable: true });
        ws();
        const sep = text[i++];
        if (sep === "}") return obj;
        if (sep !== ",") fail("expected , or }");
      }
    }
    if (c === "[") {
      i++;
      const arr = [];
      ws();
      if (text[i] === "]") {
        i++;
        return arr;
      }
      for (;;) {
        arr.push(value());
        ws();
        const sep = text[i++];
        if (sep === "]") return arr;
        if (sep !== ",") fail("expected , or ]");
      }
    }
    if (c === '"') return string();
    if (c === "t") return expect("true", true);
    if (c === "f") return expect("false", false);
    if (c === "n") return expect("null", null);
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (!m || !/\d/.test(m[0])) return fail("unexpected token");
    i += m[0].length;
    return parseFloat(m[0]);
  };

  const result = value();
  ws();
  if (i !== text.length) fail("unexpected trailing input");
  return result;
}
