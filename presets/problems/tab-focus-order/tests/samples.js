// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

const el = (id, tag, props = {}, children = []) => ({ id, tag, ...props, children });

test("sample_form", () => {
  const root = el("form", "form", {}, [
    el("name", "input"),
    el("help", "a", { href: "/help" }),
    el("note", "p"),
    el("first", "div", { tabindex: 1 }),
    el("submit", "button"),
    el("off", "button", { disabled: true }),
  ]);
  observe(tabOrder(root));
  observe(nextFocus(root, "submit", false));
  observe(nextFocus(root, "first", true));
});
