// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

test("sample_strings_and_objects", () => {
  observe(classNames("btn", { "btn-primary": true, disabled: false }));
  observe(classNames("a", ["b", { c: 1 }], null, "d"));
});
