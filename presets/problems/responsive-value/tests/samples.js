// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

const BP = { sm: 640, md: 768, lg: 1024, xl: 1280 };
const WIDTHS = [0, 320, 639, 640, 700, 767, 768, 1000, 1024, 1279, 1280, 2000];

test("sample_object_form", () => {
  const columns = { base: 1, md: 2, xl: 4 };
  observe(WIDTHS.map((w) => resolveResponsive(columns, w, BP)));
});

test("sample_array_form", () => {
  observe(WIDTHS.map((w) => resolveResponsive(["12px", "14px", null, "16px"], w, BP)));
});
