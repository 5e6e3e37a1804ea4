// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

test("sample_parse", () => {
  observe(hexToRgba("#ff8800"));
  observe(hexToRgba("#0f0"));
  observe(hexToRgba("#00000080"));
});

test("sample_format", () => {
  observe(rgbaToHex({ r: 255, g: 136, b: 0 }));
  observe(rgbaToHex({ r: 0, g: 0, b: 0, a: 0.5 }));
});
