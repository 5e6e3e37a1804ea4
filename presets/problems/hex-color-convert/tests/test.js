// Hidden tests.
test("shorthand_forms_double_each_digit", () => {
  observe(hexToRgba("#abc"));
  observe(hexToRgba("#1234"));
  observe(hexToRgba("#fff"));
  observe(hexToRgba("#0000"));
});

test("case_insensitive", () => {
  observe(hexToRgba("#AbCdEf"));
  observe(hexToRgba("#ABCDEF12"));
  observe(hexToRgba("#FfF"));
});

test("alpha_rounded_to_two_decimals", () => {
  for (const aa of ["00", "01", "1a", "33", "7f", "80", "cc", "fe", "ff"]) observe(hexToRgba("#102030" + aa).a);
  observe(hexToRgba("#102030").a);
  observe(hexToRgba("#1238").a);
});

test("invalid_strings_give_null", () => {
  const bad = ["", "#", "fff", "ff8800", "#ff", "#ff88", "#ff880", "#ff88001", "#ff8800112", "#ggg", "#12345g", "#12g", " #fff", "#fff ", "##fff", "#-12", "#0x1", "#1.5"];
  observe(bad.map((s) => hexToRgba(s)));
});

test("non_strings_give_null", () => {
  observe([hexToRgba(null), hexToRgba(undefined), hexToRgba(0xfff), hexToRgba(["#fff"])]);
});

test("format_pads_each_byte", () => {
  observe(rgbaToHex({ r: 0, g: 0, b: 0 }));
  observe(rgbaToHex({ r: 1, g: 2, b: 15 }));
  observe(rgbaToHex({ r: 16, g: 160, b: 255 }));
  observe(rgbaToHex({ r: 10, g: 11, b: 12, a: 0.02 }));
});

test("format_rounds_and_clamps", () => {
  observe(rgbaToHex({ r: 127.5, g: 127.49, b: 0.5 }));
  observe(rgbaToHex({ r: 300, g: -20, b: 255.4 }));
  observe(rgbaToHex({ r: 255.6, g: -0.4, b: 254.5 }));
});

test("format_alpha_rules", () => {
  observe(rgbaToHex({ r: 1, g: 2, b: 3, a: 1 }));
  observe(rgbaToHex({ r: 1, g: 2, b: 3, a: 1.5 }));
  observe(rgbaToHex({ r: 1, g: 2, b: 3, a: 0 }));
  observe(rgbaToHex({ r: 1, g: 2, b: 3, a: -1 }));
  observe(rgbaToHex({ r: 1, g: 2, b: 3, a: 0.999 }));
  observe(rgbaToHex({ r: 1, g: 2, b: 3, a: 0.25 }));
  observe(rgbaToHex({ r: 1, g: 2, b: 3, a: undefined }));
});

test("round_trip", () => {
  const out = [];
  for (const hex of ["#000000", "#ffffff", "#0a0b0c", "#7f7f7f", "#c0ffee", "#12345678", "#abcdef00"]) {
    const c = hexToRgba(hex);
    out.push(rgbaToHex(c.a === 1 ? c : { ...c, a: parseInt(hex.slice(7), 16) / 255 }));
  }
  observe(out);
  observe(rgbaToHex(hexToRgba("#ABC")));
});
