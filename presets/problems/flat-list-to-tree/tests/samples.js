// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

test("sample_small_menu", () => {
  const items = [
    { id: 1, parentId: null, label: "Home" },
    { id: 2, parentId: null, label: "Docs" },
    { id: 3, parentId: 2, label: "Guide" },
    { id: 4, parentId: 2, label: "API" },
    { id: 5, parentId: 3, label: "Install" },
  ];
  observe(buildTree(items));
});

test("sample_child_before_parent", () => {
  observe(buildTree([
    { id: "b", parentId: "a", label: "child" },
    { id: "a", parentId: null, label: "parent" },
  ]));
});
