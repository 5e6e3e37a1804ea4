// Replaces each token across the whole string in turn: text produced by an earlier token
// (a month or day name) is then rewritten by a later one ("Dec" contains "D").
function formatDate(date, pattern) {
  const d = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(d.getTime())) return "Invalid Date";
  const pad = (n, w) => String(n).padStart(w, "0");
  const h12 = d.getUTCHours() % 12 || 12;
  const literals = [];
  let out = pattern.replace(/\[([^\]]*)\]/g, (_, text) => "\u0000" + (literals.push(text) - 1) + "\u0000");
  const steps = [
    ["YYYY", pad(d.getUTCFullYear(), 4)],
    ["YY", pad(d.getUTCFullYear() % 100, 2)],
    ["MMM", ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][d.getUTCMonth()]],
    ["ddd", ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][d.getUTCDay()]],
    ["MM", pad(d.getUTCMonth() + 1, 2)],
    ["DD", pad(d.getUTCDate(), 2)],
    ["HH", pad(d.getUTCHours(), 2)],
    ["hh", pad(h12, 2)],
    ["mm", pad(d.getUTCMinutes(), 2)],
    ["ss", pad(d.getUTCSeconds(), 2)],
    ["SSS", pad(d.getUTCMilliseconds(), 3)],
    ["M", String(d.getUTCMonth() + 1)],
    ["D", String(d.getUTCDate())],
    ["H", String(d.getUTCHours())],
    ["h", String(h12)],
    ["m", String(d.getUTCMinutes())],
    ["s", String(d.getUTCSeconds())],
    ["A", d.getUTCHours() < 12 ? "AM" : "PM"],
    ["a", d.getUTCHours() < 12 ? "am" : "pm"],
  ];
  for (const [token, value] of steps) out = out.split(token).join(value);
  return out.replace(/\u0000(\d+)\u0000/g, (_, i) => literals[Number(i)]);
}
