const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const pad = (n, width) => String(n).padStart(width, "0");
const hour12 = (d) => (d.getUTCHours() > 12 ? d.getUTCHours() - 12 : d.getUTCHours()); // 0 at midnight

const TOKENS = {
  YYYY: (d) => pad(d.getUTCFullYear(), 4),
  YY: (d) => pad(d.getUTCFullYear() % 100, 2),
  MMM: (d) => MONTH_NAMES[d.getUTCMonth()],
  MM: (d) => pad(d.getUTCMonth() + 1, 2),
  M: (d) => String(d.getUTCMonth() + 1),
  DD: (d) => pad(d.getUTCDate(), 2),
  D: (d) => String(d.getUTCDate()),
  ddd: (d) => DAY_NAMES[d.getUTCDay()],
  HH: (d) => pad(d.getUTCHours(), 2),
  H: (d) => String(d.getUTCHours()),
  hh: (d) => pad(hour12(d), 2),
  h: (d) => String(hour12(d)),
  mm: (d) => pad(d.getUTCMinutes(), 2),
  m: (d) => String(d.getUTCMinutes()),
  ss: (d) => pad(d.getUTCSeconds(), 2),
  s: (d) => String(d.getUTCSeconds()),
  SSS: (d) => pad(d.getUTCMilliseconds(), 3),
  A: (d) => (d.getUTCHours() < 12 ? "AM" : "PM"),
  a: (d) => (d.getUTCHours() < 12 ? "am" : "pm"),
};
// Longest token first, so "MMM" wins over "MM" and "M" at the same position.
const TOKEN_ORDER = Object.keys(TOKENS).sort((x, y) => y.length - x.length);

function formatDate(date, pattern) {
  const d = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(d.getTime())) return "Invalid Date";
  let out = "";
  let i = 0;
  while (i < pattern.length) {
    if (pattern[i] === "[") {
      const close = pattern.indexOf("]", i + 1);
      if (close !== -1) {
        out += pattern.slice(i + 1, close);
        i = close + 1;
        continue;
      }
    }
    const token = TOKEN_ORDER.find((t) => pattern.startsWith(t, i));
    if (token) {
      out += TOKENS[token](d);
      i += token.length;
    } else {
      out += pattern[i];
      i++;
    }
  }
  return out;
}
