// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

test("sample_plural_and_arguments", () => {
  const p = "{name} has {count, plural, =0 {no messages} one {# message} other {# messages}}.";
  observe(formatMessage(p, { name: "Ada", count: 0 }, "en"));
  observe(formatMessage(p, { name: "Ada", count: 1 }, "en"));
  observe(formatMessage(p, { name: "Ada", count: 12 }, "en"));
});

test("sample_select", () => {
  const p = "{who, select, female {She} male {He} other {They}} replied.";
  observe(formatMessage(p, { who: "female" }, "en"));
  observe(formatMessage(p, { who: "robot" }, "en"));
});

test("sample_russian_categories", () => {
  const p = "{n, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}";
  observe([1, 3, 5].map((n) => formatMessage(p, { n }, "ru")));
});
