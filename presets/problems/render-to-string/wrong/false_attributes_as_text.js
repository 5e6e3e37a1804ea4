// Only null/undefined are skipped: disabled={false} renders as disabled="false".
const VOID_TAGS = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

// & first, or the & of every entity written before it would be escaped again.
const escapeText = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttr = (s) => escapeText(s).replace(/"/g, "&quot;");

const kebab = (name) => name.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase());

function renderAttrs(props) {
  let out = "";
  for (const [key, value] of Object.entries(props || {})) {
    if (key === "children" || key === "key" || value === null || value === undefined) continue;
    if (typeof value === "function") continue; // event handlers never reach the HTML
    const name = key === "className" ? "class" : key === "htmlFor" ? "for" : key;
    if (value === true) {
      out += " " + name;
    } else if (key === "style" && typeof value === "object") {
      const css = Object.entries(value)
        .filter(([, v]) => v !== null && v !== undefined && v !== false && v !== "")
        .map(([k, v]) => kebab(k) + ":" + v)
        .join(";");
      if (css) out += ' style="' + escapeAttr(css) + '"';
    } else {
      out += " " + name + '="' + escapeAttr(String(value)) + '"';
    }
  }
  return out;
}

function renderToString(node) {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number") return escapeText(String(node));
  if (Array.isArray(node)) return node.map(renderToString).join("");
  const open = "<" + node.tag + renderAttrs(node.props) + ">";
  if (VOID_TAGS.has(node.tag)) return open;
  return open + renderToString(node.children || []) + "</" + node.tag + ">";
}
