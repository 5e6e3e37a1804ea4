// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

test("sample_render", () => {
  const data = { user: { name: "Ada <admin>" }, count: 3, html: "<b>hi</b>" };
  observe(render("Hello, {{ user.name }}! You have {{count}} messages.", data));
  observe(render("{{{html}}} vs {{html}}", data));
  observe(render("[{{ missing }}]", data));
});
