function monthGrid(year, month, weekStart) {
  const leap = (y) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = (y, m) => [31, leap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
  // Zeller-style weekday (0 = Sunday) computed by hand: no time zone or two-digit-year traps.
  const weekday = (y, m, d) => {
    const t = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];
    if (m < 3) y -= 1;
    return (y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + t[m - 1] + d) % 7;
  };
  let y = year, m = month, d = 1;
  let back = (weekday(year, month, 1) - weekStart + 7) % 7;
  while (back-- > 0) {
    d -= 1;
    if (d === 0) {
      m -= 1;
      if (m === 0) { m = 12; y -= 1; }
      d = days(y, m);
    }
  }
  const pad = (n, w) => String(n).padStart(w, "0");
  const rows = [];
  for (let r = 0; r < 6; r++) {
    const row = [];
    for (let c = 0; c < 7; c++) {
      row.push(`${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
      d += 1;
      if (d > days(y, m)) {
        d = 1; m += 1;
        if (m === 13) { m = 1; y += 1; }
      }
    }
    rows.push(row);
  }
  return rows;
}
