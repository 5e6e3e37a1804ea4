function monthGrid(year, month, weekStart) {
  const first = new Date(Date.UTC(year, month - 1, 1));
  first.setUTCFullYear(year > 99 ? year : 1900 + year); // what new Date(y, m, d) does with 0..99
  const back = (first.getUTCDay() - weekStart + 7) % 7;
  const cur = new Date(first.getTime() - back * 86400000);
  const pad = (n, w) => String(n).padStart(w, "0");
  const rows = [];
  for (let r = 0; r < 6; r++) {
    const row = [];
    for (let c = 0; c < 7; c++) {
      row.push(`${pad(cur.getUTCFullYear(), 4)}-${pad(cur.getUTCMonth() + 1, 2)}-${pad(cur.getUTCDate(), 2)}`);
      cur.setUTCDate(cur.getUTCDate() + 1);
    }
    rows.push(row);
  }
  return rows;
}
