// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's (numbers within 1e-6). Tests named sample_* are shown.

test("sample_wrap_and_grow", () => {
  observe(layoutFlex(300, 10, [
    { basis: 100, grow: 1 },
    { basis: 100 },
    { basis: 120, grow: 2 },
    { basis: 50, grow: 1 },
  ]));
});

test("sample_max_freezes_an_item", () => {
  observe(layoutFlex(400, 0, [{ basis: 100, grow: 1, max: 120 }, { basis: 100, grow: 1 }]));
});
