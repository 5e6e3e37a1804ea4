// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

test("sample_reading_line", () => {
  const spy = createScrollSpy(
    [{ id: "intro", top: 100 }, { id: "setup", top: 900 }, { id: "usage", top: 2000 }],
    { offset: 60, documentHeight: 2600 }
  );
  observe([spy(0, 800), spy(40, 800), spy(839, 800), spy(840, 800), spy(1500, 800)]);
});

test("sample_bottom_rule", () => {
  const spy = createScrollSpy([{ id: "a", top: 0 }, { id: "b", top: 1000 }, { id: "short", top: 1900 }], {
    documentHeight: 2000,
  });
  observe([spy(1100, 800), spy(1199, 800), spy(1200, 800)]);
});
