// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

const h = (tag, props, ...children) => ({ tag, props: props || {}, children });

test("sample_elements_and_escaping", () => {
  observe(renderToString(h("p", { className: "note" }, "1 < 2 & ", h("b", null, "bold"))));
  observe(renderToString(h("a", { href: '/search?q="x"&page=2', title: "Tom's" }, "go")));
});

test("sample_void_boolean_and_style", () => {
  observe(renderToString(h("input", { type: "checkbox", checked: true, disabled: false })));
  observe(renderToString(h("div", { style: { fontSize: "12px", marginTop: 0 } }, h("br"), "x")));
});
