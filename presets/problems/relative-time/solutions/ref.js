// [seconds per unit, name]; a difference uses the largest unit whose threshold it reaches.
const UNITS = [
  [365 * 86400, "year"],
  [30 * 86400, "month"],
  [7 * 86400, "week"],
  [86400, "day"],
  [3600, "hour"],
  [60, "minute"],
];

function relativeTime(now, then) {
  const d = Math.abs(now - then);
  if (d < 60) return "just now";
  for (const [size, name] of UNITS) {
    if (d >= size) {
      const n = Math.floor(d / size); // whole units only: 119 seconds is still "1 minute"
      const label = `${n} ${name}${n === 1 ? "" : "s"}`;
      return then <= now ? `${label} ago` : `in ${label}`;
    }
  }
  return "just now";
}
