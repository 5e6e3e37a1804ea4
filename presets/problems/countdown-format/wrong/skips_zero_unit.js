const pad2 = (n) => String(n).padStart(2, "0");

function formatCountdown(ms) {
  if (!Number.isFinite(ms)) return "--:--";
  // Round up: with 0.4 s left the timer still shows 0:01, and reads 0:00 only at the end.
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad2(m)}:${pad2(s)}` : `${m}:${pad2(s)}`;
}

const UNITS = [
  ["d", 86400],
  ["h", 3600],
  ["m", 60],
  ["s", 1],
];

function humanizeDuration(ms) {
  let rest = Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 1000)) : 0;
  const amounts = UNITS.map(([name, size]) => {
    const n = Math.floor(rest / size);
    rest -= n * size;
    return [name, n];
  });
  const first = amounts.findIndex(([, n]) => n > 0);
  if (first === -1) return "0s";
  const parts = [amounts[first]];
  const next = amounts.slice(first + 1).find(([, n]) => n > 0); // the next non-zero unit, however small
  if (next !== undefined) parts.push(next);
  return parts.map(([name, n]) => n + name).join(" ");
}
